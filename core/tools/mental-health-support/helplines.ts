/**
 * Crisis helplines the Mental Health Support tool lists (ADR 0108): national, free, answered at any hour, each with its
 * own site, the pages its number and hours were read on, and the day they were read. Only what those pages say: a
 * number two pages gave differently (Tele-MANAS's 1-800 line) is left out. What each is, in the reader's language, is
 * in the web app's messages.
 */
export type Helpline = {
  id: 'tele-manas' | 'lifeline-988' | 'samaritans' | 'telefonseelsorge' | 'ligne-3114' | 'linea-024';
  name: string;
  /** Where it answers (ISO 3166-1 alpha-2). */
  countries: readonly string[];
  /** How it is dialled, as written locally, and as a tel: link takes it. */
  numbers: readonly { shown: string; dial: string }[];
  /** Its own site. */
  site: string;
  /** The pages its number, cost and hours were read on. */
  sources: readonly string[];
  checkedOn: string;
};

const CHECKED_2026_11_30 = '2026-11-30';

export const HELPLINES: readonly Helpline[] = [
  {
    id: 'tele-manas',
    name: 'Tele-MANAS',
    countries: ['IN'],
    numbers: [{ shown: '14416', dial: '14416' }],
    site: 'https://telemanas.mohfw.gov.in/',
    sources: [
      // The Minister of State for Health's written reply in the Rajya Sabha (IANS, 25 July 2025): toll-free 14416, 24/7, up to 20 languages.
      'https://www.thehawk.in/news/health/tele-manas-mental-health-helpline-handles-over-238-lakh-calls-since-2022-prataprao-jadhav',
      'https://www.lokmattimes.com/technology/over-29-lakh-phone-calls-handled-by-tele-manas-cells-savitri-thakur-2/',
    ],
    checkedOn: CHECKED_2026_11_30,
  },
  {
    id: 'lifeline-988',
    name: '988 Suicide & Crisis Lifeline',
    countries: ['US'],
    numbers: [{ shown: '988', dial: '988' }],
    site: 'https://988lifeline.org/',
    sources: ['https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline'],
    checkedOn: CHECKED_2026_11_30,
  },
  {
    id: 'samaritans',
    name: 'Samaritans',
    countries: ['GB', 'IE'],
    numbers: [{ shown: '116 123', dial: '116123' }],
    site: 'https://www.samaritans.org/',
    sources: [
      'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
      'https://www.samaritans.org/news/jamie-hepburn-minister-mental-health-launches-samaritans-new-free-phone-number-campaign',
    ],
    checkedOn: CHECKED_2026_11_30,
  },
  {
    id: 'telefonseelsorge',
    name: 'TelefonSeelsorge',
    countries: ['DE'],
    numbers: [
      { shown: '0800 111 0 111', dial: '08001110111' },
      { shown: '0800 111 0 222', dial: '08001110222' },
    ],
    site: 'https://www.telefonseelsorge.de/',
    sources: ['https://www.domradio.de/artikel/telefonseelsorge-jetzt-unter-oekumenischem-dachverband'],
    checkedOn: CHECKED_2026_11_30,
  },
  {
    id: 'ligne-3114',
    name: '3114',
    countries: ['FR'],
    numbers: [{ shown: '3114', dial: '3114' }],
    site: 'https://3114.fr/',
    sources: [
      'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
      'https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide',
    ],
    checkedOn: CHECKED_2026_11_30,
  },
  {
    id: 'linea-024',
    name: 'Línea 024',
    countries: ['ES'],
    numbers: [{ shown: '024', dial: '024' }],
    site: 'https://www.sanidad.gob.es/',
    sources: [
      'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
      'https://www.farodevigo.es/galicia/2025/10/11/medio-millar-gallegos-mes-024-linea-suicidio-122499662.html',
    ],
    checkedOn: CHECKED_2026_11_30,
  },
];

/** The helplines with those answering in `country` first (the others after, in the list's order). */
export const helplinesFor = (country: string | null): Helpline[] => [
  ...HELPLINES.filter((helpline) => country !== null && helpline.countries.includes(country)),
  ...HELPLINES.filter((helpline) => country === null || !helpline.countries.includes(country)),
];
