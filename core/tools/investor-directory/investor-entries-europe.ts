import { investor, source } from './investor-entry';

/** European accelerators and seed funds (part 1 of 2), each from the pages cited with it. */
export const EUROPE_INVESTORS = [
  investor(
    {
      slug: 'entrepreneur-first',
      name: 'Entrepreneur First',
      url: 'https://www.joinef.com',
      fields: {
        kind: 'accelerator',
        stages: ['pre-seed'],
        sectors: ['deeptech', 'ai', 'generalist'],
        geographies: ['europe', 'us', 'global'],
      },
      sources: [
        source('https://joinef.com/faqs/usa', 'USA FAQs', 'Entrepreneur First'),
        source(
          'https://sifted.eu/articles/entrepreneur-first-158m-raise-stripe-founders',
          'Stripe founders back Entrepreneur First in latest $158m round of funding',
          'Sifted',
        ),
      ],
    },
    [
      'A London-founded “talent investor” that backs individuals before they have a co-founder or an idea, helps them form teams and invests in the companies that emerge.',
      'Ein in London gegründeter „Talent-Investor“, der Einzelpersonen schon vor Mitgründer und Idee unterstützt, ihnen hilft, Teams zu bilden, und in die entstehenden Unternehmen investiert.',
      'Un «inversor en talento» fundado en Londres que apoya a personas antes de que tengan cofundador o idea, les ayuda a formar equipos e invierte en las empresas que surgen.',
      'Un « investisseur en talents » fondé à Londres qui soutient des personnes avant qu’elles aient un cofondateur ou une idée, les aide à former des équipes et investit dans les entreprises qui en naissent.',
    ],
  ),
  investor(
    {
      slug: 'seedcamp',
      name: 'Seedcamp',
      url: 'https://seedcamp.com',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['generalist', 'fintech', 'saas'],
        geographies: ['europe'],
      },
      sources: [
        source('https://seedcamp.com/how-we-invest/', 'How we invest', 'Seedcamp'),
        source('https://seedcamp.com/faq-category/investment/', 'FAQ: Investment', 'Seedcamp'),
      ],
    },
    [
      'A London seed fund that leads pre-seed rounds and co-invests at seed in European start-ups of any sector; an early backer of Wise and Revolut.',
      'Ein Londoner Seed-Fonds, der Pre-Seed-Runden anführt und in der Seed-Phase in europäische Start-ups aller Branchen mitinvestiert; früher Investor von Wise und Revolut.',
      'Un fondo semilla de Londres que lidera rondas presemilla y coinvierte en la fase semilla en startups europeas de cualquier sector; inversor temprano de Wise y Revolut.',
      'Un fonds d’amorçage londonien qui mène des tours de pré-amorçage et co-investit en amorçage dans des start-up européennes de tous secteurs ; investisseur précoce de Wise et Revolut.',
    ],
  ),
  investor(
    {
      slug: 'octopus-ventures',
      name: 'Octopus Ventures',
      url: 'https://www.octopusventures.com',
      fields: {
        kind: 'vc-fund',
        stages: ['pre-seed'],
        sectors: ['saas', 'fintech', 'health'],
        geographies: ['europe'],
        cheque: { min: 100_000, max: 100_000, currency: 'GBP', asOf: '2022-06-23' },
      },
      sources: [
        source(
          'https://tech.eu/2022/06/23/octopus-ventures-unveils-ps10-million-fund-for-early-stage-startups',
          'Octopus Ventures unveils £10 million fund for early-stage startups',
          'Tech.eu',
        ),
      ],
    },
    [
      'A London venture investor whose dedicated pre-seed fund backs B2B software, fintech and health start-ups in the UK and Europe.',
      'Ein Londoner Venture-Investor, dessen eigener Pre-Seed-Fonds B2B-Software-, Fintech- und Gesundheits-Start-ups in Großbritannien und Europa unterstützt.',
      'Un inversor de capital riesgo de Londres cuyo fondo presemilla apoya startups de software B2B, fintech y salud en el Reino Unido y Europa.',
      'Un investisseur londonien en capital-risque dont le fonds de pré-amorçage soutient des start-up de logiciel B2B, de fintech et de santé au Royaume-Uni et en Europe.',
    ],
  ),
  investor(
    {
      slug: 'kima-ventures',
      name: 'Kima Ventures',
      url: 'https://www.kimaventures.com',
      fields: { kind: 'seed-fund', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['europe'] },
      sources: [
        source(
          'https://invyo.io/blog/miser-sur-les-personnes-pas-sur-les-previsions-a-linterieur-de-la-machine-kima-ventures',
          '« Miser sur les personnes, pas sur les prévisions » : à l’intérieur de la machine Kima Ventures',
          'Invyo',
        ),
        source(
          'https://medium.com/kima-ventures/kima15-lessons-learnt-and-whats-next-a1a456800233',
          'Kima15: lessons learnt and what’s next',
          'Kima Ventures (Medium)',
        ),
      ],
    },
    [
      'Xavier Niel’s Paris-based early-stage fund, founded in 2010, which makes a large number of small first investments in French Tech start-ups every year.',
      'Der 2010 gegründete Pariser Frühphasenfonds von Xavier Niel, der jedes Jahr sehr viele kleine Erstinvestitionen in Start-ups der French Tech tätigt.',
      'El fondo de fase inicial de Xavier Niel con sede en París, fundado en 2010, que cada año hace un gran número de pequeñas primeras inversiones en startups de la French Tech.',
      'Le fonds d’amorçage parisien de Xavier Niel, fondé en 2010, qui réalise chaque année un grand nombre de petits premiers investissements dans des start-up de la French Tech.',
    ],
  ),
  investor(
    {
      slug: 'point-nine',
      name: 'Point Nine',
      url: 'https://www.pointnine.com',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['saas', 'marketplace', 'ai'],
        geographies: ['europe', 'global'],
      },
      sources: [
        source('https://www.pointnine.com/privacy-policy', 'Privacy Policy', 'Point Nine'),
        source(
          'https://visible.vc/blog/thinking-about-pitching-point-nine-capital-check-out-these-tips',
          'Thinking About Pitching Point Nine Capital? Check Out These Tips.',
          'Visible',
        ),
      ],
    },
    [
      'A Berlin early-stage firm that aims to be the first institutional investor in SaaS, marketplace and AI start-ups: worldwide for software, in Europe for more local businesses.',
      'Eine Berliner Frühphasenfirma, die erster institutioneller Investor in SaaS-, Marktplatz- und KI-Start-ups sein will: weltweit bei Software, in Europa bei eher lokalen Geschäften.',
      'Una firma berlinesa de fase inicial que quiere ser el primer inversor institucional en startups de SaaS, marketplaces e IA: en todo el mundo para software, en Europa para negocios más locales.',
      'Une société berlinoise d’amorçage qui veut être le premier investisseur institutionnel de start-up SaaS, de places de marché et d’IA : partout dans le monde pour le logiciel, en Europe pour les activités plus locales.',
    ],
  ),
  investor(
    {
      slug: 'localglobe',
      name: 'LocalGlobe',
      url: 'https://localglobe.vc',
      fields: { kind: 'seed-fund', stages: ['pre-seed', 'seed'], sectors: ['generalist'], geographies: ['europe'] },
      sources: [
        source(
          'https://techcrunch.com/2017/06/06/beyond-the-klein-brand/',
          'LocalGlobe goes ‘beyond the Klein brand’',
          'TechCrunch',
        ),
        source(
          'https://www.wired.co.uk/article/localglobe-investment-team-london',
          'From Improbable to Zoopla, how LocalGlobe makes top investments',
          'WIRED UK',
        ),
        source('https://phoenixcourt.vc/news/2021-in-a-few-numbers', '2021 in a few numbers…', 'Phoenix Court'),
      ],
    },
    [
      'A London seed-stage firm founded by Robin and Saul Klein that backs UK and European start-ups across many sectors, alongside its growth-stage sister fund Latitude.',
      'Eine von Robin und Saul Klein gegründete Londoner Seed-Firma, die britische und europäische Start-ups vieler Branchen unterstützt, neben ihrem Wachstumsfonds Latitude.',
      'Una firma londinense de etapa semilla fundada por Robin y Saul Klein que apoya startups británicas y europeas de muchos sectores, junto a su fondo hermano de crecimiento, Latitude.',
      'Une société londonienne d’amorçage fondée par Robin et Saul Klein qui soutient des start-up britanniques et européennes de nombreux secteurs, aux côtés de son fonds de croissance Latitude.',
    ],
  ),
  investor(
    {
      slug: 'speedinvest',
      name: 'Speedinvest',
      url: 'https://www.speedinvest.com',
      fields: {
        kind: 'vc-fund',
        stages: ['pre-seed', 'seed'],
        sectors: ['fintech', 'deeptech', 'ai', 'industrial'],
        geographies: ['europe'],
      },
      sources: [
        source(
          'https://derstandard.at/2000097353174/Speedinvest-startet-neuen-Start-up-Fonds-mit-175-Millionen-Euro',
          'Speedinvest startet neuen Start-up-Fonds mit 175 Millionen Euro',
          'Der Standard',
        ),
        source(
          'https://brutkasten.com/artikel/speedinvest-zwei-ungebremste-fonds/7',
          'Speedinvest: Zwei ungebremste Fonds',
          'brutkasten',
        ),
      ],
    },
    [
      'A Vienna-founded early-stage venture fund investing in European start-ups in fields such as fintech, deep tech, AI and industrial technology.',
      'Ein in Wien gegründeter Frühphasen-Venture-Fonds, der in europäische Start-ups aus Bereichen wie Fintech, Deep Tech, KI und Industrietechnologie investiert.',
      'Un fondo de capital riesgo de fase inicial fundado en Viena que invierte en startups europeas de ámbitos como fintech, deep tech, IA y tecnología industrial.',
      'Un fonds de capital-risque d’amorçage fondé à Vienne qui investit dans des start-up européennes de la fintech, de la deep tech, de l’IA et des technologies industrielles.',
    ],
  ),
];
