import { investor, source } from './investor-entry';

/** Indian angel networks, funds and programmes (part 2 of 2), each from the pages cited with it. */
export const INDIA_INVESTORS_2 = [
  investor(
    {
      slug: 'inflection-point-ventures',
      name: 'Inflection Point Ventures',
      url: 'https://ipventures.in',
      fields: {
        kind: 'angel-network',
        stages: ['pre-seed', 'seed', 'series-a'],
        sectors: ['generalist'],
        geographies: ['india'],
      },
      sources: [source('https://ipventures.in/investors-faqs/', 'Investors FAQs', 'Inflection Point Ventures')],
    },
    [
      'An Indian angel investing platform of CXOs, HNIs and professionals who co-invest in start-ups screened and presented to members; open to any stage and sector.',
      'Eine indische Angel-Plattform aus Führungskräften, vermögenden Privatpersonen und Fachleuten, die gemeinsam in geprüfte und vorgestellte Start-ups investieren; offen für jede Phase und Branche.',
      'Una plataforma india de inversión ángel formada por directivos, grandes patrimonios y profesionales que coinvierten en startups evaluadas y presentadas a los miembros; abierta a cualquier etapa y sector.',
      'Une plateforme indienne d’investissement providentiel réunissant dirigeants, particuliers fortunés et professionnels qui co-investissent dans des start-up sélectionnées et présentées aux membres ; tous stades et secteurs.',
    ],
  ),
  investor(
    {
      slug: 'omnivore',
      name: 'Omnivore',
      url: 'https://www.omnivore.vc',
      fields: {
        kind: 'vc-fund',
        stages: ['seed', 'series-a'],
        sectors: ['agritech', 'climate'],
        geographies: ['india'],
      },
      sources: [
        source(
          'https://thenestfo.com/journal/omnivores-vision-of-rural-prosperity-and-the-immense-potential-of-indias-agri-food-system',
          'Omnivore’s vision of rural prosperity and the immense potential of India’s agri-food system',
          'The Nest',
        ),
        source(
          'https://omnivore-vc.medium.com/the-curious-case-of-the-missing-agrifood-life-sciences-startups-in-india-62d3b15b6ebb',
          'The Curious Case of the Missing Agrifood Life Sciences Startups in India',
          'Omnivore (Medium)',
        ),
      ],
    },
    [
      'An Indian venture firm founded in 2010 that invests in agriculture, food systems and the rural economy, from farmer platforms to agrifood life sciences.',
      'Eine 2010 gegründete indische Venture-Firma, die in Landwirtschaft, Ernährungssysteme und die ländliche Wirtschaft investiert, von Plattformen für Landwirte bis zu Agrar-Lebenswissenschaften.',
      'Una firma india de capital riesgo fundada en 2010 que invierte en agricultura, sistemas alimentarios y economía rural, desde plataformas para agricultores hasta ciencias de la vida agroalimentarias.',
      'Une société indienne de capital-risque fondée en 2010 qui investit dans l’agriculture, les systèmes alimentaires et l’économie rurale, des plateformes pour agriculteurs aux sciences du vivant agroalimentaires.',
    ],
  ),
  investor(
    {
      slug: 'surge',
      name: 'Surge',
      url: 'https://www.surgeahead.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['india', 'southeast-asia'],
      },
      sources: [
        source('https://www.surgeahead.com/faqs/', 'Surge FAQs', 'Surge (Peak XV Partners)'),
        source('https://siteadmin.sequoiapps.com/surge/faqs/', 'Surge FAQs', 'Surge (Sequoia India & Southeast Asia)'),
      ],
    },
    [
      'Peak XV Partners’ 16-week seed programme for early-stage founders in India and Southeast Asia, combining capital with company-building support; pre-launch companies are accepted.',
      'Das 16-wöchige Seed-Programm von Peak XV Partners für Gründer in Indien und Südostasien, das Kapital mit Unterstützung beim Unternehmensaufbau verbindet; auch Firmen vor dem Launch werden aufgenommen.',
      'El programa semilla de 16 semanas de Peak XV Partners para fundadores de la India y el Sudeste Asiático, que combina capital y apoyo para construir la empresa; admite compañías aún sin lanzar.',
      'Le programme d’amorçage de 16 semaines de Peak XV Partners pour les fondateurs d’Inde et d’Asie du Sud-Est, qui associe capital et accompagnement ; les entreprises pas encore lancées sont acceptées.',
    ],
  ),
  investor(
    {
      slug: 'letsventure',
      name: 'LetsVenture',
      url: 'https://www.letsventure.com',
      fields: { kind: 'angel-network', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source('https://letsventure.com/faq/angel-investors', 'FAQ for angel investors', 'LetsVenture'),
        source(
          'https://www.letsventure.com/blogs/alternative-investment-fund-angel-investors-letsventure-aif',
          'What is an AIF and how you can join the LetsVenture AIF',
          'LetsVenture',
        ),
      ],
    },
    [
      'An Indian online platform where angel investors join syndicates led by experienced investors and invest in start-ups through its SEBI-registered angel fund.',
      'Eine indische Online-Plattform, auf der sich Business Angels Syndikaten erfahrener Lead-Investoren anschließen und über ihren bei der SEBI registrierten Angel-Fonds in Start-ups investieren.',
      'Una plataforma india en línea donde los inversores ángel se suman a sindicatos liderados por inversores experimentados e invierten en startups a través de su fondo ángel registrado ante la SEBI.',
      'Une plateforme indienne en ligne où les business angels rejoignent des syndicats menés par des investisseurs expérimentés et investissent dans des start-up via son fonds providentiel enregistré auprès de la SEBI.',
    ],
  ),
  investor(
    {
      slug: 'pi-ventures',
      name: 'pi Ventures',
      url: 'https://www.piventures.in',
      fields: { kind: 'vc-fund', stages: ['seed'], sectors: ['deeptech', 'ai'], geographies: ['india'] },
      sources: [
        source(
          'https://techcircle.in/2023/06/15/mint-dis-2023-investing-in-deep-tech-startups-more-an-art-than-science',
          'Mint DIS 2023 | ‘Investing in deep-tech startups more an art than science’',
          'TechCircle',
        ),
        source(
          'https://www.prakashmallya.com/p/chai-and-chips-episode-004-hard-tech',
          'Chai & Chips Episode 004: Hard Tech & Hard Truths',
          'Prakash Mallya',
        ),
      ],
    },
    [
      'One of India’s first deep-tech venture funds, backing IP-led start-ups in fields such as AI, space and robotics since 2017.',
      'Einer der ersten Deep-Tech-Venture-Fonds Indiens, der seit 2017 IP-getriebene Start-ups in Bereichen wie KI, Raumfahrt und Robotik unterstützt.',
      'Uno de los primeros fondos de capital riesgo deep tech de la India, que desde 2017 apoya startups basadas en propiedad intelectual en áreas como la IA, el espacio y la robótica.',
      'L’un des premiers fonds de capital-risque deep tech en Inde, qui soutient depuis 2017 des start-up fondées sur la propriété intellectuelle dans l’IA, le spatial ou la robotique.',
    ],
  ),
  investor(
    {
      slug: '9unicorns',
      name: '9Unicorns',
      url: 'https://www.9unicorns.in',
      fields: { kind: 'accelerator', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source(
          'https://www.financialexpress.com/industry/sme/indias-startup-ecosystem-likely-to-be-as-big-as-chinas-in-5-years-only-if-it-addresses-this-key-area/1663396/',
          'India’s startup ecosystem likely to be as big as China’s in 5 years only if it addresses this key area',
          'Financial Express',
        ),
        source(
          'https://www.thehindubusinessline.com/companies/9unicorns-fund-size-has-grown-from-50-mn-to-100-mn/article65067927.ece',
          '9Unicorns’ fund size has grown from $50 mn to $100 mn',
          'BusinessLine',
        ),
      ],
    },
    [
      'An accelerator fund launched in 2019 by the team behind the Venture Catalysts incubator, writing early cheques into idea- and early-stage Indian start-ups, many from smaller cities.',
      'Ein 2019 vom Team hinter dem Inkubator Venture Catalysts gestarteter Accelerator-Fonds, der früh in indische Start-ups in der Ideen- und Frühphase investiert, viele davon aus kleineren Städten.',
      'Un fondo aceleradora lanzado en 2019 por el equipo de la incubadora Venture Catalysts, que invierte pronto en startups indias en fase de idea o inicial, muchas de ciudades más pequeñas.',
      'Un fonds accélérateur lancé en 2019 par l’équipe de l’incubateur Venture Catalysts, qui investit tôt dans des start-up indiennes au stade de l’idée ou de l’amorçage, souvent issues de villes moyennes.',
    ],
  ),
  investor(
    {
      slug: 'lead-angels',
      name: 'Lead Angels',
      url: 'https://www.leadangels.in',
      fields: { kind: 'angel-network', stages: ['seed'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source(
          'https://www.siliconindia.com/magazine-in/prnt.php?WNOU931230288',
          'Angel Investing 101: The Indian Story',
          'siliconindia',
        ),
      ],
    },
    [
      'A Mumbai-headquartered angel platform whose members—entrepreneurs, angel investors and advisers—invest in and support early-stage companies.',
      'Eine Angel-Plattform mit Sitz in Mumbai, deren Mitglieder – Unternehmer, Business Angels und Berater – in junge Unternehmen investieren und sie unterstützen.',
      'Una plataforma de inversión ángel con sede en Bombay cuyos miembros —emprendedores, inversores ángel y asesores— invierten en empresas en fase inicial y las apoyan.',
      'Une plateforme de business angels basée à Mumbai dont les membres – entrepreneurs, investisseurs providentiels et conseillers – investissent dans de jeunes entreprises et les accompagnent.',
    ],
  ),
  investor(
    {
      slug: 'accel',
      name: 'Accel',
      url: 'https://www.accel.com',
      fields: {
        kind: 'vc-fund',
        stages: ['seed', 'series-a'],
        sectors: ['generalist', 'deeptech'],
        geographies: ['india'],
      },
      sources: [
        source(
          'https://business-standard.com/article/markets/accel-india-venture-fund-to-close-25-deals-in-four-years-108111301045_1.html',
          'Accel India venture fund to close 25 deals in four years',
          'Business Standard',
        ),
        source(
          'https://www.cxodigitalpulse.com/india-deep-tech-investment-alliance-launches-with-1b-commitment-from-leading-vcs',
          'India Deep Tech Investment Alliance launches with $1B commitment from leading VCs',
          'CXO Digital Pulse',
        ),
      ],
    },
    [
      'A venture firm whose India team has invested in seed and early-stage companies since 2008 and is a founding member of the India Deep Tech Investment Alliance.',
      'Eine Venture-Firma, deren Team in Indien seit 2008 in Seed- und Frühphasenunternehmen investiert und Gründungsmitglied der India Deep Tech Investment Alliance ist.',
      'Una firma de capital riesgo cuyo equipo en la India invierte desde 2008 en empresas en etapa semilla e inicial y es miembro fundador de la India Deep Tech Investment Alliance.',
      'Une société de capital-risque dont l’équipe indienne investit depuis 2008 dans des entreprises en amorçage et en phase précoce, et membre fondateur de l’India Deep Tech Investment Alliance.',
    ],
  ),
];
