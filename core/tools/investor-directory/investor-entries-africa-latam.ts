import { investor, source } from './investor-entry';

/** Investors in Africa and Latin America, each from the pages cited with it. */
export const AFRICA_LATAM_INVESTORS = [
  investor(
    {
      slug: 'flat6labs',
      name: 'Flat6Labs',
      url: 'https://www.flat6labs.com',
      fields: { kind: 'accelerator', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['africa'] },
      sources: [
        source(
          'https://dailynewsegypt.com/2020/10/07/flat6labs-is-model-of-cooperation-providing-youth-employment-al-mashat',
          'Flat6Labs is model of cooperation providing youth employment: Al-Mashat',
          'Daily News Egypt',
        ),
        source(
          'https://scoopempire.com/diaries-disgruntled-development-worker-disruption-innovation-flat6labs/',
          'Diaries of a Disgruntled Development Worker: Disruption and Innovation at Flat6Labs',
          'Scoop Empire',
        ),
      ],
    },
    [
      'A Cairo-founded seed accelerator for Egypt and the wider Middle East and North Africa, offering seed funding, mentoring and training to cohorts of start-ups.',
      'Ein in Kairo gegründeter Seed-Accelerator für Ägypten und die Region Nahost/Nordafrika, der Start-up-Kohorten Startkapital, Mentoring und Training bietet.',
      'Una aceleradora semilla fundada en El Cairo para Egipto y el resto de Oriente Medio y el Norte de África, que ofrece financiación semilla, mentoría y formación a cohortes de startups.',
      'Un accélérateur d’amorçage fondé au Caire pour l’Égypte et le Moyen-Orient et l’Afrique du Nord, qui offre financement d’amorçage, mentorat et formation à des cohortes de start-up.',
    ],
  ),
  investor(
    {
      slug: 'ventures-platform',
      name: 'Ventures Platform',
      url: 'https://www.venturesplatform.com',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed', 'series-a'],
        sectors: ['fintech', 'health', 'agritech', 'edtech', 'ai'],
        geographies: ['africa'],
      },
      sources: [
        source(
          'https://www.timeslive.co.za/news/africa/2021-12-16-nigerias-ventures-platform-closes-new-40m-fund/',
          'Nigeria’s Ventures Platform closes new $40m fund',
          'TimesLIVE',
        ),
        source(
          'https://thecondia.com/ventures-platform-raises-64-million',
          'Ventures Platform raises $64 million',
          'Condia',
        ),
      ],
    },
    [
      'A Nigerian early-stage fund founded in 2016 that invests across Africa at pre-seed and seed, and now Series A, in fintech, health, agriculture, education and AI.',
      'Ein 2016 gegründeter nigerianischer Frühphasenfonds, der in ganz Afrika in Pre-Seed, Seed und inzwischen Series A investiert, in Fintech, Gesundheit, Landwirtschaft, Bildung und KI.',
      'Un fondo nigeriano de fase inicial fundado en 2016 que invierte en toda África en presemilla, semilla y ahora también serie A, en fintech, salud, agricultura, educación e IA.',
      'Un fonds nigérian d’amorçage fondé en 2016 qui investit dans toute l’Afrique en pré-amorçage, en amorçage et désormais en série A, dans la fintech, la santé, l’agriculture, l’éducation et l’IA.',
    ],
  ),
  investor(
    {
      slug: 'future-africa',
      name: 'Future Africa',
      url: 'https://future.africa',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist', 'media'],
        geographies: ['africa'],
      },
      sources: [
        source('https://future.africa/frequently-asked-questions/', 'Frequently Asked Questions', 'Future Africa'),
        source(
          'https://disrupt-africa.com/2020/04/iyinoluwa-aboyejis-future-africa-fund-now-open-to-co-investors/',
          'Iyinoluwa Aboyeji’s Future Africa fund now open to co-investors',
          'Disrupt Africa',
        ),
      ],
    },
    [
      'A Lagos-based early-stage innovation fund investing in African technology, media and infrastructure start-ups, with a collective through which qualified investors co-invest deal by deal.',
      'Ein Frühphasen-Innovationsfonds aus Lagos, der in afrikanische Technologie-, Medien- und Infrastruktur-Start-ups investiert; über ein Kollektiv können qualifizierte Investoren Deal für Deal mitinvestieren.',
      'Un fondo de innovación de fase inicial con sede en Lagos que invierte en startups africanas de tecnología, medios e infraestructura, con un colectivo en el que inversores cualificados coinvierten operación a operación.',
      'Un fonds d’innovation d’amorçage basé à Lagos qui investit dans des start-up africaines de technologie, de médias et d’infrastructures, avec un collectif où des investisseurs qualifiés co-investissent dossier par dossier.',
    ],
  ),
  investor(
    {
      slug: 'madica',
      name: 'Madica',
      url: 'https://www.madica.vc',
      fields: { kind: 'seed-fund', stages: ['pre-seed'], sectors: ['generalist'], geographies: ['africa'] },
      sources: [
        source(
          'https://techloy.com/flourish-ventures-launches-madica-for-startups-in-africa/amp',
          'Flourish Ventures Launches Madica to back early-stage startups in Africa',
          'Techloy',
        ),
      ],
    },
    [
      'A sector-agnostic pre-seed programme from Flourish Ventures for under-represented African founders, especially outside the largest tech hubs, with mentoring by African operators.',
      'Ein branchenoffenes Pre-Seed-Programm von Flourish Ventures für unterrepräsentierte afrikanische Gründer, besonders außerhalb der größten Tech-Hubs, mit Mentoring durch afrikanische Praktiker.',
      'Un programa presemilla sin preferencia sectorial de Flourish Ventures para fundadores africanos infrarrepresentados, sobre todo fuera de los grandes polos tecnológicos, con mentoría de profesionales africanos.',
      'Un programme de pré-amorçage sans préférence de secteur de Flourish Ventures pour des fondateurs africains sous-représentés, surtout hors des grands pôles technologiques, avec le mentorat d’opérateurs africains.',
    ],
  ),
  investor(
    {
      slug: 'kaszek',
      name: 'Kaszek',
      url: 'https://www.kaszek.com',
      fields: {
        kind: 'vc-fund',
        stages: ['seed', 'series-a'],
        sectors: ['generalist', 'fintech'],
        geographies: ['latin-america'],
      },
      sources: [
        source(
          'https://forbes.co/2025/06/16/editors-picks/nicolas-szekasy-kaszek',
          'Nicolás Szekasy, Kaszek',
          'Forbes Colombia',
        ),
        source(
          'https://lanacion.com.ar/economia/negocios/h-kazah-y-n-szekasy-hay-que-tener-un-gran-grado-de-inconsciencia-para-emprender-nid2148919',
          'H. Kazah y N. Szekasy. “Hay que tener un gran grado de inconsciencia para emprender”',
          'La Nación',
        ),
      ],
    },
    [
      'Latin America’s largest venture firm, founded in 2011 by MercadoLibre co-founders, which backs technology companies across the region from their early days.',
      'Die größte Venture-Firma Lateinamerikas, 2011 von Mitgründern von MercadoLibre gegründet, die Technologieunternehmen in der ganzen Region von Anfang an unterstützt.',
      'La mayor firma de capital riesgo de América Latina, fundada en 2011 por cofundadores de MercadoLibre, que apoya a empresas tecnológicas de toda la región desde sus inicios.',
      'La plus grande société de capital-risque d’Amérique latine, fondée en 2011 par des cofondateurs de MercadoLibre, qui soutient des entreprises technologiques de toute la région dès leurs débuts.',
    ],
  ),
  investor(
    {
      slug: 'start-up-chile',
      name: 'Start-Up Chile',
      url: 'https://www.startupchile.org',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['latin-america'],
      },
      sources: [
        source(
          'https://www.cnet.com/es/noticias/startup-chile-innovacion-latinoamerica/',
          'Start-Up Chile: la central de la innovación en el Cono Sur',
          'CNET en Español',
        ),
        source(
          'https://www.cronista.com/pyme/innovacion/Chilecon-Valley-la-plataforma-para-el-despegue-20170427-0003.html',
          'Chilecon Valley, la plataforma para el despegue',
          'El Cronista',
        ),
      ],
    },
    [
      'The Chilean government’s accelerator, run by Corfo since 2010, which gives founders from anywhere equity-free support to build their companies from Santiago.',
      'Der Accelerator der chilenischen Regierung, seit 2010 von Corfo betrieben, der Gründern aus aller Welt beteiligungsfreie Unterstützung gibt, um ihr Unternehmen von Santiago aus aufzubauen.',
      'La aceleradora del Gobierno de Chile, gestionada por Corfo desde 2010, que da a fundadores de cualquier país apoyo sin pedir participación para construir su empresa desde Santiago.',
      'L’accélérateur du gouvernement chilien, géré par la Corfo depuis 2010, qui offre à des fondateurs du monde entier un soutien sans prise de participation pour bâtir leur entreprise depuis Santiago.',
    ],
  ),
];
