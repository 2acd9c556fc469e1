import { investor, source } from './investor-entry';

/** European funds, angel groups and corporate investors (part 2 of 2), each from the pages cited with it. */
export const EUROPE_INVESTORS_2 = [
  investor(
    {
      slug: 'cherry-ventures',
      name: 'Cherry Ventures',
      url: 'https://www.cherry.vc',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist', 'saas', 'fintech', 'climate', 'health', 'consumer'],
        geographies: ['europe'],
        cheque: { min: 300_000, max: 5_000_000, currency: 'EUR', asOf: '2019-06-19' },
      },
      sources: [
        source(
          'https://techcrunch.com/2019/06/19/cherry-ventures-iii/',
          'Berlin’s Cherry Ventures raises new €175M fund to back early-stage startups across Europe',
          'TechCrunch',
        ),
        source(
          'https://medium.com/cherryventures/investing-in-the-future-f66317befc0d',
          'Investing in the future',
          'Cherry Ventures (Medium)',
        ),
      ],
    },
    [
      'A Berlin seed fund started by former Zalando executives, often the first institutional investor of European founders in B2C and B2B alike.',
      'Ein von ehemaligen Zalando-Managern gegründeter Berliner Seed-Fonds, oft der erste institutionelle Investor europäischer Gründer, im B2C wie im B2B.',
      'Un fondo semilla de Berlín creado por antiguos directivos de Zalando, a menudo el primer inversor institucional de fundadores europeos, tanto B2C como B2B.',
      'Un fonds d’amorçage berlinois créé par d’anciens dirigeants de Zalando, souvent le premier investisseur institutionnel de fondateurs européens, en B2C comme en B2B.',
    ],
  ),
  investor(
    {
      slug: 'wayra',
      name: 'Wayra',
      url: 'https://www.wayra.com',
      fields: {
        kind: 'corporate-vc',
        stages: ['seed', 'series-a'],
        sectors: ['ai', 'saas', 'fintech'],
        geographies: ['europe', 'latin-america'],
      },
      sources: [
        source(
          'https://okdiario.com/economia/empresas/2018/09/20/telefonica-relanza-aceleradora-wayra-impulsar-negocio-europa-latinoamerica-3135051',
          'Telefónica relanza Wayra, su aceleradora de startups, para impulsar el negocio en Europa y Latinoamérica',
          'OKDIARIO',
        ),
        source('https://innovaspain.com/wayra-hub-telefonica', 'Wayra, hub de Telefónica', 'Innovaspain'),
      ],
    },
    [
      'Telefónica’s open-innovation hub and corporate investor in Europe and Latin America, backing technology start-ups—data, AI, IoT, cybersecurity, fintech—that can work with Telefónica.',
      'Der Open-Innovation-Hub und Konzerninvestor von Telefónica in Europa und Lateinamerika, der Technologie-Start-ups aus Daten, KI, IoT, Cybersicherheit und Fintech unterstützt, die mit Telefónica zusammenarbeiten können.',
      'El hub de innovación abierta e inversor corporativo de Telefónica en Europa y Latinoamérica, que apoya startups tecnológicas —datos, IA, IoT, ciberseguridad, fintech— capaces de trabajar con Telefónica.',
      'Le hub d’innovation ouverte et investisseur corporate de Telefónica en Europe et en Amérique latine, qui soutient des start-up technologiques – données, IA, IoT, cybersécurité, fintech – pouvant travailler avec Telefónica.',
    ],
  ),
  investor(
    {
      slug: 'cambridge-angels',
      name: 'Cambridge Angels',
      url: 'https://www.cambridgeangels.com',
      fields: {
        kind: 'angel-network',
        stages: ['seed', 'series-a'],
        sectors: ['deeptech', 'health'],
        geographies: ['europe'],
      },
      sources: [
        source(
          'https://cambridgeangels.com/application-process',
          'Securing funding – our application process',
          'Cambridge Angels',
        ),
        source(
          'https://www.scaleupinstitute.org.uk/scaleup-review-2022/insight-the-growing-role-of-angels-in-the-scaleup-ecosystem/',
          'The Growing Role of Angels in the Scaleup Ecosystem',
          'ScaleUp Institute',
        ),
      ],
    },
    [
      'A group of angels, mostly exited entrepreneurs, investing in deep-tech and tech-enabled healthcare companies from Cambridge, UK, often over several rounds.',
      'Eine Gruppe von Business Angels, überwiegend Gründer nach einem Exit, die in Deep-Tech- und technologiegestützte Gesundheitsunternehmen aus Cambridge (UK) investiert, oft über mehrere Runden.',
      'Un grupo de inversores ángel, en su mayoría emprendedores que ya vendieron su empresa, que invierte en deep tech y salud basada en tecnología desde Cambridge (Reino Unido), a menudo en varias rondas.',
      'Un groupe de business angels, pour la plupart des entrepreneurs ayant déjà cédé leur société, qui investit dans la deep tech et la santé technologique depuis Cambridge (Royaume-Uni), souvent sur plusieurs tours.',
    ],
  ),
  investor(
    {
      slug: 'high-tech-gruenderfonds',
      name: 'High-Tech Gründerfonds',
      url: 'https://www.htgf.de',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['deeptech', 'industrial', 'health', 'saas'],
        geographies: ['europe'],
      },
      sources: [
        source(
          'https://high-tech-gruenderfonds.de/en/new-financing-conditions-from-high-tech-gruenderfonds/',
          'New financing conditions from High-Tech Gründerfonds',
          'High-Tech Gründerfonds',
        ),
        source(
          'https://www.oecd.org/en/publications/benchmarking-government-support-for-venture-capital_82cd3fe1-en/germany_5e9c0c66-en.html',
          'Benchmarking government support for venture capital: Germany',
          'OECD',
        ),
      ],
    },
    [
      'Germany’s public-private seed investor, backed by the federal government and companies, funding young technology start-ups based in Germany in digital tech, industrial tech, life sciences and chemistry.',
      'Der öffentlich-private Seed-Investor Deutschlands, getragen von Bund und Unternehmen, der junge Technologie-Start-ups mit Sitz in Deutschland in Digital Tech, Industrial Tech, Life Sciences und Chemie finanziert.',
      'El inversor semilla público-privado de Alemania, respaldado por el Gobierno federal y empresas, que financia startups tecnológicas jóvenes con sede en Alemania en tecnología digital e industrial, ciencias de la vida y química.',
      'L’investisseur d’amorçage public-privé allemand, soutenu par l’État fédéral et des entreprises, qui finance de jeunes start-up technologiques basées en Allemagne dans le numérique, l’industrie, les sciences du vivant et la chimie.',
    ],
  ),
  investor(
    {
      slug: 'founders-factory',
      name: 'Founders Factory',
      url: 'https://foundersfactory.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['fintech', 'climate', 'health', 'deeptech', 'ai'],
        geographies: ['europe', 'global'],
      },
      sources: [
        source(
          'https://foundersfactory.com/articles/founders-factory-2023-review/',
          'Founders Factory: 2023 in Review',
          'Founders Factory',
        ),
        source(
          'https://www.uktech.news/tech-hubs/the-south-east-of-england/london/founders-factory-partners-with-ms-to-invest-in-startups-20180723',
          'Founders Factory partners with M&S to invest in startups',
          'UKTN',
        ),
      ],
    },
    [
      'A London venture studio and accelerator that builds and invests in start-ups with corporate partners, focused on fintech, climate, health and deep tech.',
      'Ein Londoner Venture Studio und Accelerator, der mit Konzernpartnern Start-ups aufbaut und in sie investiert, mit Schwerpunkten auf Fintech, Klima, Gesundheit und Deep Tech.',
      'Un estudio de startups y aceleradora de Londres que crea startups e invierte en ellas con socios corporativos, centrado en fintech, clima, salud y deep tech.',
      'Un studio de start-up et accélérateur londonien qui crée des start-up et y investit avec des entreprises partenaires, axé sur la fintech, le climat, la santé et la deep tech.',
    ],
  ),
  investor(
    {
      slug: 'passion-capital',
      name: 'Passion Capital',
      url: 'https://www.passioncapital.com',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist', 'saas', 'fintech'],
        geographies: ['europe'],
      },
      sources: [
        source(
          'https://techcrunch.com/2015/05/28/passion-capital-fund-2/',
          'London’s Passion Capital Raises $69M For Its Second Early Stage Fund',
          'TechCrunch',
        ),
        source('https://www.seedrs.com/passioncapital/sections/team', 'Passion Capital', 'Seedrs'),
      ],
    },
    [
      'A London early-stage fund run by former entrepreneurs that writes first cheques into UK tech and digital start-ups; an early investor in Monzo and GoCardless.',
      'Ein von ehemaligen Gründern geführter Londoner Frühphasenfonds, der erste Tickets in britische Tech- und Digital-Start-ups gibt; früher Investor von Monzo und GoCardless.',
      'Un fondo londinense de fase inicial dirigido por antiguos emprendedores que firma primeros cheques en startups tecnológicas y digitales del Reino Unido; inversor temprano de Monzo y GoCardless.',
      'Un fonds londonien d’amorçage dirigé par d’anciens entrepreneurs qui signe les premiers chèques de start-up technologiques et numériques britanniques ; investisseur précoce de Monzo et GoCardless.',
    ],
  ),
];
