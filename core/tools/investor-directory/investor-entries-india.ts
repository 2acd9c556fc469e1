import { investor, source } from './investor-entry';

/** Indian angel networks and funds (part 1 of 2), each from the pages cited with it. */
export const INDIA_INVESTORS = [
  investor(
    {
      slug: 'indian-angel-network',
      name: 'Indian Angel Network',
      url: 'https://www.indianangelnetwork.com',
      fields: { kind: 'angel-network', stages: ['seed', 'series-a'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source('https://www.indianangelnetwork.com/how-it-works', 'How It Works', 'Indian Angel Network'),
        source(
          'https://business-standard.com/article/finance/govt-urges-angel-investors-to-mentor-start-ups-109120200021_1.html',
          'Govt urges angel investors to mentor start-ups',
          'Business Standard',
        ),
      ],
    },
    [
      'One of India’s oldest angel groups, started in 2006: members bring deals to a monthly forum and invest individually in early-stage ventures, adding mentoring and networks.',
      'Eine der ältesten Business-Angel-Gruppen Indiens, gegründet 2006: Mitglieder bringen Deals in ein monatliches Forum ein und investieren einzeln in junge Unternehmen, mit Mentoring und Netzwerk.',
      'Uno de los grupos de inversores ángel más antiguos de la India, creado en 2006: los miembros presentan operaciones en un foro mensual e invierten individualmente en empresas en fase inicial, aportando mentoría y contactos.',
      'L’un des plus anciens réseaux de business angels en Inde, créé en 2006 : les membres présentent des dossiers lors d’un forum mensuel et investissent individuellement dans de jeunes entreprises, avec mentorat et réseau.',
    ],
  ),
  investor(
    {
      slug: 'mumbai-angels',
      name: 'Mumbai Angels',
      url: 'https://www.mumbaiangels.com',
      fields: { kind: 'angel-network', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source(
          'https://yourstory.com/2023/01/mumbai-angels-takes-wing-one-360-union-budget-2023-fintech-startups',
          'Mumbai Angels takes wing',
          'YourStory',
        ),
        source(
          'https://www.livemint.com/Companies/ewtoozHdkv3898I3zypbFK/Reverse-Pitch-Out-of-5000-ventures-only-2-get-showcased.html',
          'Reverse Pitch: Out of 5,000 ventures only 2% get showcased',
          'Mint',
        ),
      ],
    },
    [
      'One of India’s oldest networks of individual investors backing early-stage start-ups; only a small share of the ventures that apply is shown to members, and the network now belongs to the 360 ONE group.',
      'Eines der ältesten Netzwerke privater Investoren in Indien für Start-ups in der Frühphase; nur ein kleiner Teil der Bewerber wird den Mitgliedern vorgestellt, und das Netzwerk gehört heute zur 360-ONE-Gruppe.',
      'Una de las redes de inversores particulares más antiguas de la India, que apoya startups en fase inicial; solo una pequeña parte de las candidatas se presenta a los miembros, y hoy pertenece al grupo 360 ONE.',
      'L’un des plus anciens réseaux d’investisseurs particuliers en Inde pour les start-up en phase d’amorçage ; seule une petite part des candidats est présentée aux membres, et le réseau appartient aujourd’hui au groupe 360 ONE.',
    ],
  ),
  investor(
    {
      slug: 'malpani-ventures',
      name: 'Malpani Ventures',
      url: 'https://www.malpaniventures.com',
      fields: { kind: 'seed-fund', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['india'] },
      sources: [source('https://www.malpaniventures.com/investment-thesis', 'Investment Thesis', 'Malpani Ventures')],
    },
    [
      'An Indian angel investor that publishes its investment thesis: sector-agnostic, it backs companies that already have paying customers, before they have raised much outside money.',
      'Ein indischer Angel-Investor, der seine Investmentthese veröffentlicht: branchenoffen, er unterstützt Unternehmen, die bereits zahlende Kunden haben, bevor sie viel externes Kapital aufgenommen haben.',
      'Un inversor ángel indio que publica su tesis de inversión: sin preferencia sectorial, apoya empresas que ya tienen clientes que pagan, antes de que hayan captado mucho capital externo.',
      'Un investisseur providentiel indien qui publie sa thèse d’investissement : sans préférence de secteur, il soutient des entreprises qui ont déjà des clients payants, avant qu’elles n’aient levé beaucoup de fonds extérieurs.',
    ],
  ),
  investor(
    {
      slug: 'blume-ventures',
      name: 'Blume Ventures',
      url: 'https://blume.vc',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed', 'series-a'],
        sectors: ['generalist', 'consumer', 'fintech', 'health', 'saas', 'deeptech'],
        geographies: ['india'],
      },
      sources: [
        source('https://blume.vc/for-startups/', 'For Startups', 'Blume Ventures'),
        source(
          'https://blume.vc/commentaries/blume-fund-iv-a-pivotal-point-in-blumes-journey',
          'Blume Fund IV: A pivotal point in Blume’s Journey',
          'Blume Ventures',
        ),
      ],
    },
    [
      'A home-grown Indian early-stage fund that enters at seed to pre-Series A, backing founders who are Indian at heart or origin across consumer, fintech, health, software and deep tech.',
      'Ein in Indien entstandener Frühphasenfonds, der von Seed bis vor der Series A einsteigt und Gründer mit indischen Wurzeln in Konsum, Fintech, Gesundheit, Software und Deep Tech unterstützt.',
      'Un fondo indio de fase inicial que entra desde la etapa semilla hasta antes de la serie A y apoya a fundadores de origen o vocación india en consumo, fintech, salud, software y deep tech.',
      'Un fonds indien d’amorçage qui entre du seed jusqu’avant la série A et soutient des fondateurs indiens de cœur ou d’origine dans la consommation, la fintech, la santé, le logiciel et la deep tech.',
    ],
  ),
  investor(
    {
      slug: '100x-vc',
      name: '100X.VC',
      url: 'https://www.100x.vc',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist'],
        geographies: ['india'],
        cheque: { min: 2_500_000, max: 10_000_000, currency: 'INR', asOf: '2019-07-18' },
      },
      sources: [
        source(
          'https://www.moneycontrol.com/news/business/startup/this-startup-fund-will-be-the-first-to-use-isafe-for-investing-4221721.html',
          'This startup fund will be the first to use iSAFE for investing',
          'Moneycontrol',
        ),
        source(
          'https://www.thehindubusinessline.com/specials/emerging-entrepreneurs/join-the-funding-party-early/article67987898.ece',
          'Join the funding party early',
          'BusinessLine',
        ),
      ],
    },
    [
      'A Mumbai-based early-stage fund that invests in cohorts (“classes”) as the first institutional cheque, using the iSAFE note, an Indian take on the SAFE; sector-agnostic.',
      'Ein Frühphasenfonds aus Mumbai, der in Kohorten („Classes“) als erster institutioneller Investor einsteigt und dafür die iSAFE-Note nutzt, eine indische Variante des SAFE; branchenoffen.',
      'Un fondo de fase inicial con sede en Bombay que invierte por cohortes («classes») como primer cheque institucional, mediante la nota iSAFE, una versión india del SAFE; sin preferencia sectorial.',
      'Un fonds d’amorçage basé à Mumbai qui investit par cohortes (« classes ») comme premier chèque institutionnel, au moyen de la note iSAFE, une version indienne du SAFE ; sans préférence de secteur.',
    ],
  ),
  investor(
    {
      slug: 'kalaari-capital',
      name: 'Kalaari Capital',
      url: 'https://www.kalaari.com',
      fields: {
        kind: 'vc-fund',
        stages: ['seed', 'series-a'],
        sectors: ['consumer', 'health', 'media', 'generalist'],
        geographies: ['india'],
      },
      sources: [
        source(
          'https://thehindubusinessline.com/companies/only-25-per-cent-of-start-up-companies-reach-a-meaningful-scale-vani-kola/article34626001.ece',
          'Only 25 per cent of start-up companies reach a meaningful scale: Vani Kola',
          'BusinessLine',
        ),
        source(
          'https://abhaydandekar.transistor.fm/248/transcript',
          'Vani Kola… on daily anchors, guardrails, and venture capitalism in India',
          'Trust Me, I Know What I’m Doing (podcast)',
        ),
      ],
    },
    [
      'A Bengaluru early-stage venture firm founded by Vani Kola, an early backer of Indian consumer internet companies such as Myntra and Dream11.',
      'Eine Frühphasen-Venture-Firma aus Bengaluru, gegründet von Vani Kola, die früh in indische Consumer-Internet-Unternehmen wie Myntra und Dream11 investierte.',
      'Una firma de capital riesgo de fase inicial de Bengaluru fundada por Vani Kola, que invirtió pronto en empresas indias de internet de consumo como Myntra y Dream11.',
      'Une société de capital-risque d’amorçage de Bangalore fondée par Vani Kola, qui a soutenu tôt des entreprises indiennes d’internet grand public comme Myntra et Dream11.',
    ],
  ),
  investor(
    {
      slug: 'chiratae-ventures',
      name: 'Chiratae Ventures',
      url: 'https://www.chiratae.com',
      fields: { kind: 'vc-fund', stages: ['seed', 'series-a'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source(
          'https://www.vccircle.com/grapevine-chiratae-to-float-seed-vehicle-jm-financial-raises-second-pe-fund?amp=1',
          'Grapevine: Chiratae to float seed vehicle; JM Financial raises second PE fund',
          'VCCircle',
        ),
      ],
    },
    [
      'An Indian technology venture fund, formerly IDG Ventures India, that invests in early-stage companies and was reported in 2019 to be setting up a separate seed vehicle.',
      'Ein indischer Technologie-Venture-Fonds, früher IDG Ventures India, der in junge Unternehmen investiert; 2019 wurde über ein eigenes Seed-Vehikel berichtet.',
      'Un fondo indio de capital riesgo tecnológico, antes IDG Ventures India, que invierte en empresas en fase inicial; en 2019 se informó de que preparaba un vehículo semilla propio.',
      'Un fonds indien de capital-risque technologique, anciennement IDG Ventures India, qui investit dans de jeunes entreprises ; en 2019, la presse a fait état d’un véhicule d’amorçage dédié.',
    ],
  ),
  investor(
    {
      slug: 'info-edge-ventures',
      name: 'Info Edge Ventures',
      url: 'https://www.infoedgeventures.in',
      fields: { kind: 'corporate-vc', stages: ['seed', 'series-a'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source(
          'https://www.medianama.com/2020/12/223-info-edge-alternative-investment-fund/',
          'Info Edge alternative investment fund',
          'MediaNama',
        ),
      ],
    },
    [
      'The venture fund of the Indian internet company Info Edge, set up as an alternative investment fund to back early-stage Indian technology companies.',
      'Der Venture-Fonds des indischen Internetunternehmens Info Edge, aufgesetzt als Alternative Investment Fund für junge indische Technologieunternehmen.',
      'El fondo de capital riesgo de la empresa india de internet Info Edge, constituido como fondo de inversión alternativa para apoyar a tecnológicas indias en fase inicial.',
      'Le fonds de capital-risque de l’entreprise internet indienne Info Edge, constitué en fonds d’investissement alternatif pour soutenir de jeunes entreprises technologiques indiennes.',
    ],
  ),
  investor(
    {
      slug: 'the-chennai-angels',
      name: 'The Chennai Angels',
      url: 'https://www.thechennaiangels.com',
      fields: { kind: 'angel-network', stages: ['seed'], sectors: ['generalist'], geographies: ['india'] },
      sources: [
        source('https://www.thechennaiangels.com/become-an-angel/', 'Become an Angel', 'The Chennai Angels'),
        source('https://www.thechennaiangels.com/get-funding/', 'Get Funding', 'The Chennai Angels'),
      ],
    },
    [
      'A Chennai-based angel group that funds and mentors early-revenue start-ups with scalable ideas in any sector, with a preference for ventures from South India.',
      'Eine Business-Angel-Gruppe aus Chennai, die Start-ups mit ersten Umsätzen und skalierbaren Ideen aus allen Branchen finanziert und begleitet, bevorzugt aus Südindien.',
      'Un grupo de inversores ángel de Chennai que financia y asesora startups con primeros ingresos e ideas escalables de cualquier sector, con preferencia por proyectos del sur de la India.',
      'Un groupe de business angels de Chennai qui finance et accompagne des start-up ayant leurs premiers revenus et des idées évolutives, tous secteurs, de préférence issues du sud de l’Inde.',
    ],
  ),
];
