import { investor, source } from './investor-entry';

/** US angel networks, funds and corporate investors (part 2 of 2), each from the pages cited with it. */
export const US_INVESTORS_2 = [
  investor(
    {
      slug: 'golden-seeds',
      name: 'Golden Seeds',
      url: 'https://www.goldenseeds.com',
      fields: {
        kind: 'angel-network',
        stages: ['seed', 'series-a'],
        sectors: ['generalist', 'health', 'deeptech'],
        geographies: ['us'],
      },
      sources: [
        source(
          'https://www.unionleader.com/news/business/women-face-barriers-raising-funds-for-businesses-these-angels-are-coming-to-the-rescue/article_2a13b24c-d2c6-526f-9dbb-0faa82c587cc.html',
          'Women face barriers raising funds for businesses. These angels are coming to the rescue.',
          'Union Leader',
        ),
      ],
    },
    [
      'A US angel investor network founded in New York in 2005 that invests in women-led companies, with chapters across the country.',
      'Ein 2005 in New York gegründetes US-Netzwerk von Business Angels, das in von Frauen geführte Unternehmen investiert und Chapter im ganzen Land hat.',
      'Una red estadounidense de inversores ángel fundada en Nueva York en 2005 que invierte en empresas dirigidas por mujeres, con capítulos en todo el país.',
      'Un réseau américain de business angels fondé à New York en 2005, qui investit dans des entreprises dirigées par des femmes, avec des antennes dans tout le pays.',
    ],
  ),
  investor(
    {
      slug: 'tech-coast-angels',
      name: 'Tech Coast Angels',
      url: 'https://www.techcoastangels.com',
      fields: {
        kind: 'angel-network',
        stages: ['seed', 'series-a'],
        sectors: ['generalist', 'health'],
        geographies: ['us'],
      },
      sources: [
        source(
          'https://www.techcoastangels.com/for_entrepreneurs/screening-process-2',
          'Screening Process',
          'Tech Coast Angels',
        ),
        source(
          'https://www.ocstartupsnow.com/update-2019-investment-by-members-of-all-five-tech-coast-angels-groups-was-highest-since-network-started-in-1997-socal-chapters-invested-more-than-19-million-last-year/',
          'UPDATE: 2019 Investment by Members of All Five Tech Coast Angels Groups Was Highest Since Network Started in 1997',
          'OC Startups Now',
        ),
      ],
    },
    [
      'A Southern California angel network, started in 1997, whose regional groups screen, examine and fund early-stage ventures together.',
      'Ein 1997 gegründetes Business-Angel-Netzwerk in Südkalifornien, dessen regionale Gruppen junge Unternehmen gemeinsam prüfen und finanzieren.',
      'Una red de inversores ángel del sur de California, creada en 1997, cuyos grupos regionales evalúan y financian juntos empresas en fase inicial.',
      'Un réseau de business angels du sud de la Californie, créé en 1997, dont les groupes régionaux examinent et financent ensemble de jeunes entreprises.',
    ],
  ),
  investor(
    {
      slug: 'gv',
      name: 'GV',
      url: 'https://www.gv.com',
      fields: {
        kind: 'corporate-vc',
        stages: ['seed', 'series-a', 'series-b-plus'],
        sectors: ['health', 'saas', 'fintech', 'ai'],
        geographies: ['us', 'europe'],
      },
      sources: [
        source('https://globalventuring.com/2016-roundup-alphabet/', '2016 roundup: Alphabet', 'Global Venturing'),
        source(
          'https://www.techworld.com/startups/how-googles-venture-capital-arm-invests-its-billions-3667049/',
          'How Google’s venture capital arm invests its billions',
          'Techworld',
        ),
      ],
    },
    [
      'Alphabet’s venture capital arm, formerly Google Ventures, which invests for financial return in life sciences and digital companies in the US and Europe.',
      'Der Venture-Capital-Arm von Alphabet, früher Google Ventures, der mit Renditeziel in Life-Sciences- und Digitalunternehmen in den USA und Europa investiert.',
      'El brazo de capital riesgo de Alphabet, antes Google Ventures, que invierte buscando rentabilidad en empresas de ciencias de la vida y digitales de EE. UU. y Europa.',
      'La branche de capital-risque d’Alphabet, anciennement Google Ventures, qui investit avec un objectif de rendement dans des entreprises des sciences du vivant et du numérique aux États-Unis et en Europe.',
    ],
  ),
  investor(
    {
      slug: 'initialized-capital',
      name: 'Initialized Capital',
      url: 'https://initialized.com',
      fields: { kind: 'seed-fund', stages: ['seed'], sectors: ['generalist', 'saas'], geographies: ['us'] },
      sources: [
        source(
          'https://breakermag.com/alexis-ohanian-thinks-the-crypto-winter-will-be-good-for-blockchain/',
          'Alexis Ohanian thinks the crypto winter will be good for blockchain',
          'Breaker',
        ),
        source(
          'https://www.cheddar.com/media/alexis-ohanian-and-garry-tan-on-what-they-look-for-in-start-ups/',
          'Scooter Investors Alexis Ohanian and Garry Tan on What They Seek in Start-ups',
          'Cheddar',
        ),
      ],
    },
    [
      'A seed-stage venture fund co-founded by Garry Tan and Alexis Ohanian; it wrote the first cheque into Coinbase and favours companies with software at their core.',
      'Ein von Garry Tan und Alexis Ohanian mitgegründeter Seed-Fonds; er gab Coinbase das erste Kapital und bevorzugt Unternehmen, deren Kern Software ist.',
      'Un fondo de capital riesgo en etapa semilla cofundado por Garry Tan y Alexis Ohanian; firmó el primer cheque de Coinbase y prefiere empresas con el software en su núcleo.',
      'Un fonds d’amorçage cofondé par Garry Tan et Alexis Ohanian ; il a signé le premier chèque de Coinbase et privilégie les entreprises dont le cœur est le logiciel.',
    ],
  ),
  investor(
    {
      slug: 'backstage-capital',
      name: 'Backstage Capital',
      url: 'https://backstagecapital.com',
      fields: {
        kind: 'seed-fund',
        stages: ['pre-seed', 'seed', 'series-a'],
        sectors: ['generalist'],
        geographies: ['us'],
      },
      sources: [
        source(
          'https://backstagecapital.com/frequently-asked-questions',
          'Frequently Asked Questions',
          'Backstage Capital',
        ),
        source(
          'https://medium.com/greenroom/backstage-capital-is-7-years-old-432019a0df7a',
          'Backstage Capital is 7 Years Old',
          'Backstage Capital (Green Room)',
        ),
      ],
    },
    [
      'A venture fund launched in 2015 that invests in start-ups led by women, people of colour and LGBTQ+ founders, mainly in the US.',
      'Ein 2015 gestarteter Venture-Fonds, der vor allem in den USA in Start-ups investiert, die von Frauen, People of Color oder LGBTQ+-Gründern geführt werden.',
      'Un fondo de capital riesgo lanzado en 2015 que invierte, sobre todo en EE. UU., en startups dirigidas por mujeres, personas racializadas y fundadores LGBTQ+.',
      'Un fonds de capital-risque lancé en 2015 qui investit, surtout aux États-Unis, dans des start-up dirigées par des femmes, des personnes racisées et des fondateurs LGBTQ+.',
    ],
  ),
  investor(
    {
      slug: 'new-york-angels',
      name: 'New York Angels',
      url: 'https://www.newyorkangels.com',
      fields: {
        kind: 'angel-network',
        stages: ['seed'],
        sectors: ['generalist', 'fintech', 'health', 'media', 'saas'],
        geographies: ['us'],
      },
      sources: [
        source(
          'https://www.newyorkangels.com/investment-criteria-entrepreneurs.html',
          'Investment Criteria',
          'New York Angels',
        ),
        source(
          'https://newyorkangels.com/blog/not-just-the-new-york-angels',
          'Not just the “New York” Angels',
          'New York Angels',
        ),
        source(
          'https://legacy.xconomy.com/?p=144475',
          'New York Angels Play Fast but Tough in the City’s Startup Scene',
          'Xconomy',
        ),
      ],
    },
    [
      'A New York angel group active since the late 1990s whose members invest together in early-stage companies with a proof of concept, now often outside New York.',
      'Eine seit Ende der 1990er aktive New Yorker Angel-Gruppe, deren Mitglieder gemeinsam in junge Unternehmen mit Proof of Concept investieren, heute oft auch außerhalb New Yorks.',
      'Un grupo de inversores ángel de Nueva York activo desde finales de los noventa, cuyos miembros invierten juntos en empresas jóvenes con una prueba de concepto, hoy a menudo fuera de Nueva York.',
      'Un groupe de business angels new-yorkais actif depuis la fin des années 1990, dont les membres investissent ensemble dans de jeunes entreprises ayant une preuve de concept, souvent aujourd’hui hors de New York.',
    ],
  ),
  investor(
    {
      slug: 'lerer-hippeau',
      name: 'Lerer Hippeau',
      url: 'https://www.lererhippeau.com',
      fields: { kind: 'seed-fund', stages: ['seed'], sectors: ['generalist', 'consumer', 'saas'], geographies: ['us'] },
      sources: [
        source(
          'https://news.crunchbase.com/venture/seed-series-lerer-hippeau-co-founder-and-managing-partner-eric-hippeau/',
          'Seed Series: Lerer Hippeau Co-Founder and Managing Partner Eric Hippeau',
          'Crunchbase News',
        ),
        source('https://fullratchet.net/joemedved/', 'Joe Medved of Lerer Hippeau', 'The Full Ratchet'),
      ],
    },
    [
      'A New York seed and early-stage fund founded in 2010 that invests first in New York start-ups, consumer and enterprise alike, and increasingly beyond.',
      'Ein 2010 gegründeter New Yorker Seed- und Frühphasenfonds, der vorrangig in New Yorker Start-ups für Verbraucher und Unternehmen investiert, zunehmend auch darüber hinaus.',
      'Un fondo neoyorquino de etapa semilla e inicial fundado en 2010 que invierte sobre todo en startups de Nueva York, de consumo y empresariales, y cada vez más fuera de ella.',
      'Un fonds new-yorkais d’amorçage fondé en 2010 qui investit d’abord dans des start-up de New York, grand public comme B2B, et de plus en plus au-delà.',
    ],
  ),
  investor(
    {
      slug: 'band-of-angels',
      name: 'Band of Angels',
      url: 'https://www.bandangels.com',
      fields: { kind: 'angel-network', stages: ['seed'], sectors: ['deeptech', 'generalist'], geographies: ['us'] },
      sources: [
        source(
          'https://www.latimes.com/archives/la-xpm-2003-mar-09-tm-svangels10-story.html',
          'Band of Angels, Still Humming',
          'Los Angeles Times',
        ),
      ],
    },
    [
      'A long-standing Silicon Valley angel group of former entrepreneurs who meet monthly to hear pitches from high-tech ventures and invest their own money.',
      'Eine traditionsreiche Angel-Gruppe im Silicon Valley aus ehemaligen Gründern, die sich monatlich Pitches von Hightech-Firmen anhört und eigenes Geld investiert.',
      'Un veterano grupo de inversores ángel de Silicon Valley formado por antiguos emprendedores que se reúnen cada mes para escuchar a empresas tecnológicas e invertir su propio dinero.',
      'Un groupe de business angels de longue date dans la Silicon Valley, composé d’anciens entrepreneurs qui écoutent chaque mois des projets high-tech et y investissent leur propre argent.',
    ],
  ),
  investor(
    {
      slug: 'pasadena-angels',
      name: 'Pasadena Angels',
      url: 'https://www.pasadenaangels.com',
      fields: { kind: 'angel-network', stages: ['seed'], sectors: ['generalist'], geographies: ['us'] },
      sources: [
        source(
          'https://sramanamitra.com/2010/05/25/seed-capital-from-angel-investors-bob-aholt-pasadena-angels-part-3',
          'Seed Capital From Angel Investors: Bob Aholt, Pasadena Angels (Part 3)',
          'Sramana Mitra',
        ),
      ],
    },
    [
      'A Southern California angel group that pre-screens business plans from the region and invites selected entrepreneurs to pitch to its members each month.',
      'Eine Angel-Gruppe in Südkalifornien, die Businesspläne aus der Region vorprüft und ausgewählte Gründer jeden Monat zum Pitch vor ihren Mitgliedern einlädt.',
      'Un grupo de inversores ángel del sur de California que preselecciona planes de negocio de la región e invita cada mes a emprendedores elegidos a presentarlos ante sus miembros.',
      'Un groupe de business angels du sud de la Californie qui présélectionne les projets de la région et invite chaque mois des entrepreneurs choisis à les présenter à ses membres.',
    ],
  ),
];
