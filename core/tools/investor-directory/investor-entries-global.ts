import { investor, source } from './investor-entry';

/** Global programmes and investors in Southeast Asia, each from the pages cited with it. */
export const GLOBAL_INVESTORS = [
  investor(
    {
      slug: 'antler',
      name: 'Antler',
      url: 'https://www.antler.co',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed'],
        sectors: ['generalist'],
        geographies: ['global', 'europe', 'india', 'southeast-asia'],
      },
      sources: [
        source(
          'https://sifted.eu/articles/antler-announces-50m-first-close-of-nordic-fund-news/',
          'Antler announces €50m first close of new Nordic fund',
          'Sifted',
        ),
        source(
          'https://www.thehindubusinessline.com/companies/we-will-make-more-investments-this-year-than-last-year-rajiv-srivatsa-antler-india/article65595312.ece',
          'We will make more investments this year than last year: Rajiv Srivatsa, Antler India',
          'BusinessLine',
        ),
      ],
    },
    [
      'A global early-stage investor whose residency programmes bring individuals together to find co-founders and ideas, then invest pre-seed in the companies they form.',
      'Ein globaler Frühphaseninvestor, dessen Residency-Programme Einzelpersonen zusammenbringen, um Mitgründer und Ideen zu finden, und der dann pre-seed in die entstehenden Firmen investiert.',
      'Un inversor global de fase inicial cuyos programas de residencia reúnen a personas para encontrar cofundadores e ideas, y que luego invierte en presemilla en las empresas que crean.',
      'Un investisseur mondial d’amorçage dont les programmes de résidence réunissent des personnes pour trouver cofondateurs et idées, puis investit en pré-amorçage dans les entreprises créées.',
    ],
  ),
  investor(
    {
      slug: 'keiretsu-forum',
      name: 'Keiretsu Forum',
      url: 'https://www.keiretsuforum.com',
      fields: {
        kind: 'angel-network',
        stages: ['seed'],
        sectors: ['generalist'],
        geographies: ['global', 'us', 'india'],
      },
      sources: [
        source(
          'https://www.thehindubusinessline.com/companies/keiretsu-forum-chennai-to-launch-own-fund/article30551476.ece',
          'Keiretsu Forum Chennai to launch own fund',
          'BusinessLine',
        ),
        source(
          'https://www.thehindubusinessline.com/specials/emerging-entrepreneurs/keiretsu-forum-helps-angels-take-wings/article8324236.ece',
          'Keiretsu Forum helps angels take wings',
          'BusinessLine',
        ),
      ],
    },
    [
      'An international angel network headquartered in Silicon Valley whose local chapters hold monthly meetings where founders pitch and members invest individually.',
      'Ein internationales Business-Angel-Netzwerk mit Sitz im Silicon Valley, dessen lokale Chapter monatliche Treffen abhalten, bei denen Gründer pitchen und Mitglieder einzeln investieren.',
      'Una red internacional de inversores ángel con sede en Silicon Valley cuyos capítulos locales celebran reuniones mensuales en las que los fundadores presentan y los miembros invierten individualmente.',
      'Un réseau international de business angels basé dans la Silicon Valley, dont les antennes locales tiennent des réunions mensuelles où les fondateurs pitchent et où les membres investissent individuellement.',
    ],
  ),
  investor(
    {
      slug: 'founder-institute',
      name: 'Founder Institute',
      url: 'https://fi.co',
      fields: { kind: 'accelerator', stages: ['pre-seed'], sectors: ['generalist'], geographies: ['global'] },
      sources: [
        source('https://fi.co/faq', 'Common Questions', 'Founder Institute'),
        source('https://fi.co/equity', 'The Equity Collective', 'Founder Institute'),
      ],
    },
    [
      'A pre-seed accelerator for idea-stage founders run by local chapters worldwide; instead of cash, founders pledge a small share of equity to a pool shared by alumni, mentors and local leaders.',
      'Ein Pre-Seed-Accelerator für Gründer in der Ideenphase mit lokalen Chaptern weltweit; statt Geld zu erhalten, verpfänden Gründer einen kleinen Anteil an einen Pool für Alumni, Mentoren und lokale Leiter.',
      'Una aceleradora presemilla para fundadores en fase de idea, con capítulos locales en todo el mundo; en lugar de recibir dinero, los fundadores comprometen una pequeña participación a un fondo común de exalumnos, mentores y responsables locales.',
      'Un accélérateur de pré-amorçage pour fondateurs au stade de l’idée, animé par des antennes locales dans le monde ; au lieu d’argent, les fondateurs promettent une petite part du capital à un pot commun d’anciens, de mentors et de responsables locaux.',
    ],
  ),
  investor(
    {
      slug: 'iterative',
      name: 'Iterative',
      url: 'https://www.iterative.vc',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['southeast-asia'],
        cheque: { min: 150_000, max: 500_000, currency: 'USD', asOf: '2023-07-14' },
      },
      sources: [
        source(
          'https://www.iterative.vc/post/answering-your-top-5-questions-on-iteratives-deal-terms',
          'Answering Your Top 5 Questions on Iterative’s Deal Terms',
          'Iterative',
        ),
      ],
    },
    [
      'A Singapore-based accelerator for Southeast Asian start-ups that publishes its standard deal on a post-money SAFE, invests on admission and charges no fees.',
      'Ein Accelerator aus Singapur für südostasiatische Start-ups, der seinen Standard-Deal auf Basis eines Post-Money-SAFE veröffentlicht, bei Aufnahme investiert und keine Gebühren erhebt.',
      'Una aceleradora con sede en Singapur para startups del Sudeste Asiático que publica su acuerdo estándar sobre un SAFE post-money, invierte al admitir y no cobra comisiones.',
      'Un accélérateur basé à Singapour pour les start-up d’Asie du Sud-Est qui publie son accord standard sur un SAFE post-money, investit dès l’admission et ne facture aucun frais.',
    ],
  ),
  investor(
    {
      slug: 'accelerating-asia',
      name: 'Accelerating Asia',
      url: 'https://www.acceleratingasia.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['southeast-asia'],
      },
      sources: [
        source(
          'https://acceleratingasia.com/latest-news/how-we-invest-in-startups',
          'How we invest in startups',
          'Accelerating Asia',
        ),
        source(
          'https://kr-asia.com/a-data-engine-for-growth-qa-with-accelerating-asia-co-founder-and-general-partner-craig-dixon',
          'A data engine for growth: Q&A with Accelerating Asia co-founder and general partner Craig Dixon',
          'KrASIA',
        ),
      ],
    },
    [
      'An independent Singapore accelerator with its own venture fund that invests in pre-Series A start-ups from Southeast and South Asia through a 100-day programme.',
      'Ein unabhängiger Accelerator aus Singapur mit eigenem Venture-Fonds, der über ein 100-Tage-Programm in Start-ups aus Süd- und Südostasien vor der Series A investiert.',
      'Una aceleradora independiente de Singapur con fondo de capital riesgo propio que invierte en startups del Sudeste y el Sur de Asia antes de la serie A mediante un programa de 100 días.',
      'Un accélérateur indépendant de Singapour doté de son propre fonds de capital-risque, qui investit dans des start-up d’Asie du Sud-Est et du Sud avant la série A via un programme de 100 jours.',
    ],
  ),
  investor(
    {
      slug: 'east-ventures',
      name: 'East Ventures',
      url: 'https://east.vc',
      fields: {
        kind: 'vc-fund',
        stages: ['seed', 'series-a', 'series-b-plus'],
        sectors: ['generalist'],
        geographies: ['southeast-asia'],
      },
      sources: [source('https://east.vc/?p=28336', 'East Ventures’ way of investing', 'East Ventures')],
    },
    [
      'A sector-agnostic venture firm investing in Indonesian technology companies since 2009, from early stage through growth.',
      'Eine branchenoffene Venture-Firma, die seit 2009 in indonesische Technologieunternehmen investiert, von der Frühphase bis zum Wachstum.',
      'Una firma de capital riesgo sin preferencia sectorial que invierte desde 2009 en tecnológicas indonesias, desde la fase inicial hasta el crecimiento.',
      'Une société de capital-risque sans préférence de secteur qui investit depuis 2009 dans des entreprises technologiques indonésiennes, de l’amorçage à la croissance.',
    ],
  ),
];
