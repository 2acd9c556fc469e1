import { investor, source } from './investor-entry';

/** US accelerators and seed funds (part 1 of 2), each from the pages cited with it. */
export const US_INVESTORS = [
  investor(
    {
      slug: 'y-combinator',
      name: 'Y Combinator',
      url: 'https://www.ycombinator.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['us', 'global'],
        cheque: { min: 500_000, max: 500_000, currency: 'USD', asOf: '2022-01-12' },
      },
      sources: [
        source('https://www.ycombinator.com/deal/', 'The Y Combinator Deal', 'Y Combinator'),
        source(
          'https://jaredheyman.medium.com/on-the-500k-y-combinator-standard-deal-b45fd8bd867c',
          'On the $500k Y Combinator standard deal',
          'Jared Heyman (Medium)',
        ),
      ],
    },
    [
      'The Silicon Valley accelerator that invests one published standard deal in every company it accepts, without fees, followed by a batch programme and Demo Day.',
      'Der Accelerator aus dem Silicon Valley, der in jedes aufgenommene Unternehmen zu einem veröffentlichten Standard-Deal ohne Gebühren investiert, gefolgt von einem Batch-Programm und Demo Day.',
      'La aceleradora de Silicon Valley que invierte en cada empresa admitida con un acuerdo estándar publicado y sin comisiones, seguido de un programa por lotes y un Demo Day.',
      'L’accélérateur de la Silicon Valley qui investit dans chaque entreprise admise selon un accord standard publié et sans frais, suivi d’un programme par promotion et d’un Demo Day.',
    ],
  ),
  investor(
    {
      slug: 'techstars',
      name: 'Techstars',
      url: 'https://www.techstars.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['us', 'global'],
        cheque: { max: 220_000, currency: 'USD', asOf: '2025-04-21' },
      },
      sources: [
        source('https://techstars.com/newsroom/investment-terms', 'Investment terms', 'Techstars'),
        source(
          'https://techmoran.com/2025/04/21/techstars-improves-investment-offer-to-220000-with-3-month-accelerator-program/',
          'Techstars improves investment offer to $220,000 with 3-month accelerator program',
          'TechMoran',
        ),
      ],
    },
    [
      'A worldwide network of three-month, mentorship-driven accelerator programmes that invest in every company they accept; terms differ in some regions.',
      'Ein weltweites Netz dreimonatiger, mentorengestützter Accelerator-Programme, die in jedes aufgenommene Unternehmen investieren; in einigen Regionen gelten andere Konditionen.',
      'Una red mundial de programas de aceleración de tres meses basados en la mentoría, que invierten en cada empresa admitida; las condiciones varían en algunas regiones.',
      'Un réseau mondial de programmes d’accélération de trois mois fondés sur le mentorat, qui investissent dans chaque entreprise admise ; les conditions diffèrent dans certaines régions.',
    ],
  ),
  investor(
    {
      slug: '500-global',
      name: '500 Global',
      url: 'https://500.co',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['global', 'us'],
      },
      sources: [
        source('https://500.co/theglobalvc/500-faq', '500 FAQ', '500 Global'),
        source(
          'https://mindthebridge.com/500-startups-present-and-future-of-accelerators-mind-the-chat/',
          '500 Startups: present and future of accelerators (Mind the Chat)',
          'Mind the Bridge',
        ),
      ],
    },
    [
      'Formerly 500 Startups: a venture firm and accelerator founded in Silicon Valley in 2010 that invests in seed-stage companies around the world.',
      'Früher 500 Startups: eine 2010 im Silicon Valley gegründete Venture-Firma mit Accelerator, die weltweit in Unternehmen in der Seed-Phase investiert.',
      'Antes 500 Startups: una firma de capital riesgo y aceleradora fundada en Silicon Valley en 2010 que invierte en empresas en etapa semilla de todo el mundo.',
      'Anciennement 500 Startups : une société de capital-risque et un accélérateur fondés dans la Silicon Valley en 2010, qui investissent dans des entreprises en amorçage du monde entier.',
    ],
  ),
  investor(
    {
      slug: 'hustle-fund',
      name: 'Hustle Fund',
      url: 'https://www.hustlefund.vc',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed'],
        sectors: ['saas', 'generalist'],
        geographies: ['us', 'southeast-asia'],
      },
      sources: [
        source(
          'https://www.hustlefund.vc/interview-prep',
          'How do I prepare for my Hustle Fund interview?',
          'Hustle Fund',
        ),
        source(
          'https://blog.mercury.com/series-tea/elizabeth-yin',
          'Elizabeth Yin: Think Seed Like Hustle Fund',
          'Mercury',
        ),
      ],
    },
    [
      'A pre-seed fund writing small first cheques into software start-ups in the US, Canada and Southeast Asia, with a fast and mostly remote decision process.',
      'Ein Pre-Seed-Fonds, der kleine erste Tickets in Software-Start-ups in den USA, Kanada und Südostasien gibt, mit schnellen, meist remote geführten Entscheidungen.',
      'Un fondo presemilla que firma primeros cheques pequeños en startups de software de EE. UU., Canadá y el Sudeste Asiático, con un proceso de decisión rápido y casi siempre en remoto.',
      'Un fonds de pré-amorçage qui signe de petits premiers chèques dans des start-up logicielles aux États-Unis, au Canada et en Asie du Sud-Est, avec une décision rapide, surtout à distance.',
    ],
  ),
  investor(
    {
      slug: 'precursor-ventures',
      name: 'Precursor Ventures',
      url: 'https://precursorvc.com',
      fields: { kind: 'seed-fund', stages: ['pre-seed'], sectors: ['generalist'], geographies: ['us'] },
      sources: [
        source(
          'https://precursorvc.com/supporting-founders-grow-build-capacity-leadership-precursor-ventures/',
          'Supporting founders to grow and build capacity for leadership',
          'Precursor Ventures',
        ),
        source(
          'https://podquest.app/s/p/acq2-by-acquired_37ce2/e/everything-you-need-to-know-about-pre-seed-with-charles-hudson-of-precursor-ventures9b439/transcript',
          'Everything you need to know about Pre-Seed (with Charles Hudson of Precursor Ventures)',
          'ACQ2 by Acquired',
        ),
      ],
    },
    [
      'A San Francisco pre-seed firm that aims to be the first institutional investor in software and hardware companies, often at the prototype stage.',
      'Eine Pre-Seed-Firma aus San Francisco, die erster institutioneller Investor in Software- und Hardware-Unternehmen sein will, oft schon im Prototyp-Stadium.',
      'Una firma presemilla de San Francisco que busca ser el primer inversor institucional en empresas de software y hardware, a menudo en fase de prototipo.',
      'Une société de pré-amorçage de San Francisco qui veut être le premier investisseur institutionnel d’entreprises logicielles et matérielles, souvent au stade du prototype.',
    ],
  ),
  investor(
    {
      slug: 'first-round-capital',
      name: 'First Round Capital',
      url: 'https://firstround.com',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed', 'series-a'],
        sectors: ['generalist', 'saas', 'consumer', 'fintech', 'health'],
        geographies: ['us'],
      },
      sources: [
        source('https://firstround.com/', 'First Round', 'First Round Capital'),
        source('https://en.wikipedia.org/wiki/First_Round_Capital', 'First Round Capital', 'Wikipedia'),
      ],
    },
    [
      'A seed-stage venture firm founded in 2004 with offices in San Francisco, New York and Philadelphia, usually the first money into a company.',
      'Eine 2004 gegründete Seed-Venture-Firma mit Büros in San Francisco, New York und Philadelphia, meist das erste Kapital in einem Unternehmen.',
      'Una firma de capital riesgo en etapa semilla fundada en 2004, con oficinas en San Francisco, Nueva York y Filadelfia, que suele ser el primer dinero que entra en una empresa.',
      'Une société de capital-risque d’amorçage fondée en 2004, avec des bureaux à San Francisco, New York et Philadelphie, souvent le premier argent investi dans une entreprise.',
    ],
  ),
  investor(
    {
      slug: 'pear-vc',
      name: 'Pear VC',
      url: 'https://pear.vc',
      fields: { kind: 'seed-fund', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['us'] },
      sources: [
        source('https://www.pear.vc/pearsoil', 'Pear Soil (Pre-Seed)', 'Pear VC'),
        source(
          'https://pear.vc/lookback-a-history-of-pear-demo-day/',
          'Lookback: A History of Pear Demo Day',
          'Pear VC',
        ),
      ],
    },
    [
      'A Palo Alto firm that backs founders at pre-seed and seed, often before product-market fit, and runs the PearX accelerator with its own Demo Day.',
      'Eine Firma aus Palo Alto, die Gründer in Pre-Seed und Seed unterstützt, oft vor dem Product-Market-Fit, und den Accelerator PearX mit eigenem Demo Day betreibt.',
      'Una firma de Palo Alto que apoya a fundadores en presemilla y semilla, a menudo antes del encaje producto-mercado, y dirige la aceleradora PearX con su propio Demo Day.',
      'Une société de Palo Alto qui soutient les fondateurs en pré-amorçage et en amorçage, souvent avant l’adéquation produit-marché, et anime l’accélérateur PearX avec son Demo Day.',
    ],
  ),
  investor(
    {
      slug: 'plug-and-play',
      name: 'Plug and Play',
      url: 'https://www.plugandplaytechcenter.com',
      fields: {
        kind: 'accelerator',
        stages: ['seed', 'series-a'],
        sectors: ['generalist'],
        geographies: ['global', 'us', 'europe'],
      },
      sources: [
        source(
          'https://medium.com/plugandplay/from-a-box-in-silicon-valley-to-a-global-force-of-nature-5c062cb39a28',
          'From a box in Silicon Valley, to a global force of nature',
          'Plug and Play (Medium)',
        ),
        source(
          'https://xconomy.com/san-francisco/2012/12/13/plug-and-play-tech-center-where-startups-come-to-make-connections/3/',
          'Plug and Play Tech Center: Where Startups Come to Make Connections',
          'Xconomy',
        ),
      ],
    },
    [
      'A Silicon Valley innovation platform that invests in start-ups and runs industry accelerator programmes with corporate partners in many countries.',
      'Eine Innovationsplattform aus dem Silicon Valley, die in Start-ups investiert und mit Konzernpartnern in vielen Ländern branchenspezifische Accelerator-Programme betreibt.',
      'Una plataforma de innovación de Silicon Valley que invierte en startups y organiza programas de aceleración sectoriales con socios corporativos en muchos países.',
      'Une plateforme d’innovation de la Silicon Valley qui investit dans des start-up et mène des programmes d’accélération sectoriels avec des entreprises partenaires dans de nombreux pays.',
    ],
  ),
  investor(
    {
      slug: 'sosv',
      name: 'SOSV',
      url: 'https://sosv.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed'],
        sectors: ['deeptech', 'health', 'climate', 'industrial'],
        geographies: ['us', 'global'],
      },
      sources: [
        source('https://sosv.com/will-sosv-invest-in-your-company', 'Will SOSV Invest in Your Company?', 'SOSV'),
        source(
          'https://www.prnewswire.com/news-releases/sosv-announces-launch-of-indiebio-new-york-300982774.html',
          'SOSV Announces Launch of IndieBio New York',
          'PR Newswire',
        ),
      ],
    },
    [
      'A deep-tech investor that writes a pre-seed first cheque to companies joining its IndieBio (life sciences) or HAX (hard tech) programmes; it does not invest in enterprise software or fintech.',
      'Ein Deep-Tech-Investor, der Unternehmen in seinen Programmen IndieBio (Life Sciences) und HAX (Hardtech) ein erstes Pre-Seed-Ticket gibt; in Unternehmenssoftware oder Fintech investiert er nicht.',
      'Un inversor deep tech que firma un primer cheque presemilla a las empresas que entran en sus programas IndieBio (ciencias de la vida) o HAX (hard tech); no invierte en software empresarial ni en fintech.',
      'Un investisseur deep tech qui signe un premier chèque de pré-amorçage aux entreprises de ses programmes IndieBio (sciences du vivant) ou HAX (hard tech) ; il n’investit ni dans le logiciel d’entreprise ni dans la fintech.',
    ],
  ),
];
