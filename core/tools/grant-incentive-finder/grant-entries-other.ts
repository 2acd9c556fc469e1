import { type GrantEntry, GRANTS_VERIFIED_ON, texts } from './grant-fields';
import * as s from './grant-sources-world';

/** Programmes in Singapore, Canada and Australia. */
export const OTHER_ENTRIES: readonly GrantEntry[] = [
  {
    slug: 'startup-sg-founder',
    name: 'Startup SG Founder',
    url: 'https://www.startupsg.gov.sg/programmes/4894/startup-sg-founder',
    description: texts(
      "Enterprise Singapore's start-up capital grant and mentoring for first-time founders with an innovative idea, applied for through an Accredited Mentor Partner and paid against milestones.",
      'Der Startkapitalzuschuss von Enterprise Singapore mit Mentoring für Erstgründer mit einer innovativen Idee, beantragt über einen Accredited Mentor Partner und nach Meilensteinen ausgezahlt.',
      'La subvención de capital inicial de Enterprise Singapore, con mentoría, para fundadores primerizos con una idea innovadora, solicitada a través de un Accredited Mentor Partner y pagada por hitos.',
      "La subvention de capital de départ d'Enterprise Singapore, avec mentorat, pour les primo-fondateurs ayant une idée innovante, demandée via un Accredited Mentor Partner et versée par jalons.",
    ),
    fields: {
      kind: 'grant',
      provider: 'Enterprise Singapore',
      countries: ['singapore'],
      stages: ['idea', 'pre-seed'],
      sectors: ['any'],
      maxCompanyAgeYears: 0.5,
      amount: {
        max: 50_000,
        currency: 'SGD',
        asOf: GRANTS_VERIFIED_ON,
        note: texts(
          'Over a 12-month grant period, co-matched by capital the founders put in.',
          'Über 12 Monate, ergänzt durch von den Gründern eingebrachtes Kapital.',
          'Durante 12 meses, complementada con capital aportado por los fundadores.',
          'Sur 12 mois, complétée par un apport en capital des fondateurs.',
        ),
      },
      eligibility: texts(
        'A Singapore private limited company registered less than 6 months ago, at least 51% owned by Singapore citizens or PRs, with at least two first-time founders who are citizens or PRs, work on it full time and together hold at least 30%.',
        'Eine in Singapur eingetragene Private Limited, jünger als 6 Monate, zu mindestens 51 % im Besitz von Staatsbürgern oder PRs, mit mindestens zwei Erstgründern (Bürger oder PR), die Vollzeit arbeiten und zusammen mindestens 30 % halten.',
        'Una sociedad limitada privada de Singapur registrada hace menos de 6 meses, al menos en un 51 % de ciudadanos o residentes permanentes, con al menos dos fundadores primerizos ciudadanos o residentes, a tiempo completo y con al menos un 30 % entre ambos.',
        'Une société à responsabilité limitée privée de Singapour immatriculée depuis moins de 6 mois, détenue à 51 % au moins par des citoyens ou résidents permanents, avec au moins deux primo-fondateurs citoyens ou résidents, à plein temps et détenant ensemble au moins 30 %.',
      ),
    },
    sources: [s.SC_MOHAN_SSG_FOUNDER, s.STRAITS_TIMES_SSG_FOUNDER],
    verifiedOn: GRANTS_VERIFIED_ON,
  },
  {
    slug: 'nrc-irap',
    name: 'NRC Industrial Research Assistance Program (IRAP)',
    url: 'https://nrc.canada.ca/en/support-technology-innovation',
    description: texts(
      "Canada's main innovation programme for small and medium-sized businesses: advice from Industrial Technology Advisors and non-repayable contributions to the salaries and contractor costs of technology projects.",
      'Das wichtigste kanadische Innovationsprogramm für kleine und mittlere Unternehmen: Beratung durch Industrial Technology Advisors und nicht rückzahlbare Beiträge zu Lohn- und Auftragskosten technologischer Projekte.',
      'El principal programa de innovación de Canadá para pymes: asesoría de Industrial Technology Advisors y contribuciones no reembolsables a salarios y costes de contratistas de proyectos tecnológicos.',
      "Le principal programme d'innovation du Canada pour les PME : des conseils de conseillers en technologie industrielle et des contributions non remboursables aux salaires et frais de sous-traitance de projets technologiques.",
    ),
    fields: {
      kind: 'grant',
      provider: 'National Research Council of Canada (NRC)',
      countries: ['canada'],
      stages: ['pre-seed', 'seed', 'series-a', 'growth'],
      sectors: ['any'],
      amount: {
        max: 10_000_000,
        currency: 'CAD',
        asOf: '2025-12-01',
        note: texts(
          'Ceiling for select high-growth firms; most projects are far smaller, and the advisor sets the amount.',
          'Obergrenze für ausgewählte wachstumsstarke Firmen; die meisten Projekte sind viel kleiner, der Berater legt die Höhe fest.',
          'Tope para empresas seleccionadas de alto crecimiento; la mayoría de proyectos son mucho menores y el asesor fija el importe.',
          'Plafond pour certaines entreprises à forte croissance ; la plupart des projets sont bien plus petits et le conseiller fixe le montant.',
        ),
      },
      eligibility: texts(
        'An incorporated, for-profit Canadian business with 500 or fewer full-time-equivalent employees, aiming to grow by developing and commercialising an innovative technology-driven product, service or process in Canada.',
        'Ein eingetragenes, gewinnorientiertes kanadisches Unternehmen mit höchstens 500 Vollzeitäquivalenten, das durch Entwicklung und Vermarktung eines innovativen technologiebasierten Produkts, Dienstes oder Verfahrens in Kanada wachsen will.',
        'Una empresa canadiense constituida y con ánimo de lucro, de 500 empleados equivalentes a tiempo completo o menos, que quiera crecer desarrollando y comercializando en Canadá un producto, servicio o proceso tecnológico innovador.',
        'Une entreprise canadienne constituée, à but lucratif, de 500 salariés équivalents temps plein au plus, qui veut croître en développant et commercialisant au Canada un produit, service ou procédé technologique innovant.',
      ),
    },
    sources: [s.BOAST_IRAP, s.HELLODARWIN_IRAP],
    verifiedOn: GRANTS_VERIFIED_ON,
  },
  {
    slug: 'sred-tax-incentive',
    name: 'Scientific Research and Experimental Development (SR&ED) Tax Incentive Program',
    url: 'https://www.canada.ca/en/revenue-agency/services/scientific-research-experimental-development-tax-incentive-program/overview.html',
    description: texts(
      "Canada's federal R&D tax incentive: a deduction and an investment tax credit on qualifying R&D spending, refundable at the enhanced 35% rate for smaller Canadian companies.",
      'Der kanadische Steueranreiz für F&E: ein Abzug und eine Investitionssteuergutschrift auf förderfähige F&E-Ausgaben, für kleinere kanadische Unternehmen zum erhöhten Satz von 35 % erstattungsfähig.',
      'El incentivo fiscal federal de Canadá a la I+D: una deducción y un crédito fiscal a la inversión sobre gastos de I+D admisibles, reembolsable al tipo reforzado del 35 % para empresas canadienses más pequeñas.',
      "L'incitation fiscale fédérale du Canada à la R&D : une déduction et un crédit d'impôt à l'investissement sur les dépenses de R&D admissibles, remboursable au taux majoré de 35 % pour les petites sociétés canadiennes.",
    ),
    fields: {
      kind: 'tax-incentive',
      provider: 'Canada Revenue Agency (CRA)',
      countries: ['canada'],
      stages: ['pre-seed', 'seed', 'series-a', 'growth'],
      sectors: ['any'],
      amount: {
        max: 2_100_000,
        currency: 'CAD',
        asOf: '2026-03-26',
        note: texts(
          'Refundable credits per year: 35% on up to $6 million of qualifying spending, as enacted on 26 March 2026 for tax years from 16 December 2024.',
          'Erstattungsfähige Gutschriften pro Jahr: 35 % auf bis zu 6 Mio. $ förderfähiger Ausgaben, beschlossen am 26. März 2026 für Steuerjahre ab 16. Dezember 2024.',
          'Créditos reembolsables al año: 35 % sobre hasta 6 millones de $ de gasto admisible, aprobado el 26 de marzo de 2026 para ejercicios desde el 16 de diciembre de 2024.',
          "Crédits remboursables par an : 35 % sur jusqu'à 6 millions $ de dépenses admissibles, adopté le 26 mars 2026 pour les exercices à partir du 16 décembre 2024.",
        ),
      },
      eligibility: texts(
        'Canadian businesses doing basic or applied research or experimental development in Canada; the enhanced refundable rate is for Canadian-controlled private corporations and, under the law of March 2026, eligible Canadian public corporations, within taxable-capital limits.',
        'Kanadische Unternehmen mit Grundlagen- oder angewandter Forschung oder experimenteller Entwicklung in Kanada; der erhöhte erstattungsfähige Satz gilt für kanadisch kontrollierte private Gesellschaften und nach dem Gesetz vom März 2026 auch für berechtigte kanadische Publikumsgesellschaften, innerhalb von Kapitalgrenzen.',
        'Empresas canadienses que hagan investigación básica o aplicada o desarrollo experimental en Canadá; el tipo reembolsable reforzado es para sociedades privadas bajo control canadiense y, según la ley de marzo de 2026, sociedades cotizadas canadienses elegibles, dentro de límites de capital.',
        'Entreprises canadiennes menant de la recherche fondamentale ou appliquée ou du développement expérimental au Canada ; le taux remboursable majoré vise les sociétés privées sous contrôle canadien et, depuis la loi de mars 2026, les sociétés publiques canadiennes admissibles, dans des limites de capital.',
      ),
    },
    sources: [s.WELCH_SRED, s.RINSA_SRED],
    verifiedOn: GRANTS_VERIFIED_ON,
  },
  {
    slug: 'australia-rd-tax-incentive',
    name: 'Research and Development Tax Incentive (R&DTI)',
    url: 'https://business.gov.au/grants-and-programs/research-and-development-tax-incentive',
    description: texts(
      "Australia's R&D tax offset, run jointly by AusIndustry and the ATO: refundable for smaller companies, so a loss-making startup can receive it as cash, and non-refundable for larger ones.",
      'Der australische F&E-Steuerausgleich, gemeinsam von AusIndustry und ATO verwaltet: für kleinere Unternehmen erstattungsfähig, sodass ein Verluste schreibendes Startup ihn bar erhält, für größere nicht erstattungsfähig.',
      'La compensación fiscal australiana por I+D, gestionada por AusIndustry y la ATO: reembolsable para empresas más pequeñas, de modo que una startup con pérdidas la recibe en efectivo, y no reembolsable para las mayores.',
      "La réduction d'impôt australienne pour la R&D, gérée par AusIndustry et l'ATO : remboursable pour les petites sociétés, si bien qu'une startup déficitaire la reçoit en espèces, et non remboursable pour les plus grandes.",
    ),
    fields: {
      kind: 'tax-incentive',
      provider: 'AusIndustry (Department of Industry, Science and Resources) and the Australian Taxation Office',
      countries: ['australia'],
      stages: ['pre-seed', 'seed', 'series-a', 'growth'],
      sectors: ['any'],
      eligibility: texts(
        'A company doing eligible R&D, generally with at least $20,000 of R&D spending in the year; the offset is refundable if aggregated turnover is under $20 million and the company is not controlled by exempt entities.',
        'Ein Unternehmen mit förderfähiger F&E, in der Regel mindestens 20.000 $ F&E-Ausgaben im Jahr; der Ausgleich ist erstattungsfähig bei einem aggregierten Umsatz unter 20 Mio. $ und ohne Kontrolle durch steuerbefreite Einrichtungen.',
        'Una empresa con I+D admisible, en general con al menos 20.000 $ de gasto en I+D en el año; la compensación es reembolsable si la facturación agregada es inferior a 20 millones de $ y no la controlan entidades exentas.',
        "Une société menant une R&D éligible, en général avec au moins 20 000 $ de dépenses de R&D dans l'année ; la réduction est remboursable si le chiffre d'affaires agrégé est inférieur à 20 millions $ et si elle n'est pas contrôlée par des entités exonérées.",
      ),
    },
    sources: [s.ATO_RDTI_OFFSETS, s.IGNITION_RDTI],
    verifiedOn: GRANTS_VERIFIED_ON,
  },
];
