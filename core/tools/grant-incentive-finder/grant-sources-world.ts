import { source } from './grant-fields';

/** The public pages the entries outside India cite, each found and read before it was cited (2026-11-30). */

export const SBIR_FAQ = source(
  'https://legacy.www.sbir.gov/faqs/all',
  'Frequently Asked Questions',
  'SBIR.gov (U.S. SBA)',
);
export const PUBLIC_LAW_119_83 = source(
  'https://www.govinfo.gov/content/pkg/PLAW-119publ83/html/PLAW-119publ83.htm',
  'Public Law 119-83: Small Business Innovation and Economic Security Act',
  'U.S. Government Publishing Office',
);
export const GOVCONFEED_REAUTHORIZED = source(
  'https://govconfeed.com/article/sbir-sttr-reauthorized-2031-april-2026',
  'SBIR/STTR reauthorized through 2031',
  'GovConFeed',
);
export const AIP_LAPSE = source(
  'https://www.aip.org/fyi/small-business-r-d-programs-lapse',
  'Small Business R&D Programs Lapse',
  'American Institute of Physics (FYI)',
);
export const SANDFISH_ELIGIBILITY = source(
  'https://grants.sandfishbio.com/SBIR-STTR/SBIR-STTR-Eligibility',
  'SBIR/STTR Eligibility',
  'Sandfish Bio',
);
export const FEDTRADE_NSF = source(
  'https://www.fedtrade.us/2024/05/usa-innovation-grants-for-startups/',
  'USA innovation grants for startups',
  'FedTrade',
);
export const NSF_FAQ_20_031 = source(
  'https://www.nsf.gov/pubs/2020/nsf20031/nsf20031.jsp?org=CCF',
  'Frequently Asked Questions (FAQs) for SBIR and STTR Phase I Programs (NSF 20-031, archived)',
  'U.S. National Science Foundation',
);
export const DAILY_ENERGY_DOE = source(
  'https://dailyenergyinsider.com/news/26881-doe-provides-funding-opportunity-to-advance-the-office-of-science/',
  'DOE provides funding opportunity to advance the Office of Science',
  'Daily Energy Insider',
);
export const NIH_SEED = source(
  'https://seed.nih.gov/small-business-funding/small-business-program-basics/understanding-sbir-sttr',
  'Understanding SBIR and STTR',
  'NIH SEED (U.S. National Institutes of Health)',
);
export const NIH_SMALL_BUSINESS = source(
  'https://grants.nih.gov/funding/funding-categories/small-business',
  'Small Business',
  'NIH Grants & Funding',
);
export const ANDERSEN_PAYROLL_OFFSET = source(
  'https://www.andersen.com/resources/funding-startups-rd-tax-credit',
  'Funding startups with the R&D tax credit',
  'Andersen',
);
export const RDBINDER_STARTUPS = source(
  'https://rdbinder.com/for/startups',
  'The payroll-tax offset for startups',
  'R&D Binder',
);
export const GOVLOANS_7A = source(
  'https://www.govloans.gov/loans/loan-details/1497',
  '7(a) Loan Program',
  'GovLoans.gov (U.S. government)',
);
export const CAPBENCH_7A = source(
  'https://www.capbench.com/sba-loans/basics/what-is-the-maximum-loan-amount-available-through-the-sba-7-a-program',
  'What is the maximum loan amount available through the SBA 7(a) program?',
  'CapBench',
);
export const EUROPEAN_STING_EIC = source(
  'https://europeansting.com/2021/04/09/commission-opens-first-european-innovation-council-calls-worth-e1-billion/',
  'Commission opens first European Innovation Council calls worth €1 billion',
  'The European Sting',
);
export const STANDORT_TIROL_EIC = source(
  'https://www.standort-tirol.at/businesses/networking/enterprise-europe-network/eic-accelerator',
  'EIC Accelerator',
  'Standort Tirol (Enterprise Europe Network)',
);
export const TPM_PATHFINDER = source(
  'https://tpmscience.eu/grant-consulting/calls/eic-pathfinder-open-breakthrough-innovation-support/',
  'EIC Pathfinder Open – Breakthrough Innovation Support',
  'TPM Science',
);
export const GIA_PATHFINDER = source(
  'https://gia.institute/index.php/eic-pathfinder/',
  'EIC Pathfinder',
  'GIA Institute',
);
export const KOWI_TRANSITION = source(
  'https://www.kowi.de/en/kowi/Horizon-Europe/innovative-europe-crosscutting-themes/european-innovation-council/EIC-Transition/eit-transition.aspx',
  'EIC Transition',
  'KoWi (European Liaison Office of the German Research Organisations)',
);
export const ABGI_TRANSITION = source(
  'https://www.abgi-uk.com/eic-transition-programme',
  'EIC Transition Programme',
  'ABGI UK',
);
export const FURTWANGEN_EXIST = source(
  'https://startup-campus.hs-furtwangen.de/exist-gruenderstipendium/',
  'EXIST Gründerstipendium',
  'Hochschule Furtwangen, Startup Campus',
);
export const STARTUPPORT_EXIST = source(
  'https://startupport.de/zwei-jahrzehnte-exist-support-fuer-gruendungen-aus-der-wissenschaft',
  'Zwei Jahrzehnte EXIST: Support für Gründungen aus der Wissenschaft',
  'Startup Port',
);
export const URSSAF_JEI = source(
  'https://www.urssaf.fr/accueil/employeur/beneficier-exonerations/exonerations-secteur-activite/jeunes-entreprises-innovantes.html',
  'Les jeunes entreprises innovantes (JEI)',
  'Urssaf',
);
export const LES_AIDES_JEI = source(
  'https://les-aides.fr/aide/VVj9/urssaf/jei-et-jeu-jeune-entreprise-innovante-et-jeune-entreprise-universitaire-exoneration-de-cotisations-patronales.html',
  'JEI et JEU : exonération de cotisations patronales',
  'les-aides.fr',
);
export const GOV_UK_SEIS = source(
  'https://gov.uk/guidance/seed-enterprise-investment-scheme-background',
  'Apply to use the Seed Enterprise Investment Scheme to raise money for your company',
  'GOV.UK (HM Revenue & Customs)',
);
export const BISHOP_FLEMING_SEIS = source(
  'https://www.bishopfleming.co.uk/insights/seed-enterprise-investment-scheme-after-mini-budget',
  'Seed Enterprise Investment Scheme after the Mini Budget',
  'Bishop Fleming',
);
export const GOV_UK_EIS = source(
  'https://www.gov.uk/guidance/venture-capital-schemes-apply-for-the-enterprise-investment-scheme',
  'Apply to use the Enterprise Investment Scheme to raise money for your company',
  'GOV.UK (HM Revenue & Customs)',
);
export const GOV_UK_RD_RELIEF = source(
  'https://www.gov.uk/guidance/research-and-development-rd-tax-relief-the-merged-scheme-and-enhanced-rd-intensive-support',
  'Research and Development (R&D) tax relief: the merged R&D expenditure credit scheme and enhanced R&D intensive support',
  'GOV.UK (HM Revenue & Customs)',
);
export const BEF_START_UP_LOANS = source(
  'https://www.befund.org/loans/startup-loans',
  'Start Up Loan. Borrow up to £25k.',
  'Business Enterprise Fund (Start Up Loans delivery partner)',
);
export const START_UP_LOANS_RATE_FAQ = source(
  'https://test.startuploans.co.uk/support-and-guidance/frequently-asked-questions/changes-to-interest-rate-and-eligibility',
  'Interest Rate & Eligibility Changes from 1st April 26',
  'Start Up Loans (British Business Bank)',
);
export const UKRI_SMART = source(
  'https://www.ukri.org/councils/innovate-uk/guidance-for-applicants/guidance-for-specific-funds/smart-innovation-funding-guidance/',
  'Smart: innovation funding guidance',
  'UK Research and Innovation (Innovate UK)',
);
export const KRESTON_SMART = source(
  'https://www.krestonreeves.com/news/whats-next-for-uk-smart-grants/',
  "What's next for UK Smart Grants?",
  'Kreston Reeves',
);
export const KENE_SMART = source(
  'https://kene.partners/insights/innovate-uk-pauses-smart-grants-what-this-means-for-smes',
  'Innovate UK pauses Smart Grants: what this means for SMEs',
  'Kene Partners',
);
export const SC_MOHAN_SSG_FOUNDER = source(
  'https://scmohan.com.sg/grants-for-startup-companies/',
  'Grants For Startup Companies',
  'S C Mohan',
);
export const STRAITS_TIMES_SSG_FOUNDER = source(
  'https://www.straitstimes.com/business/economy/bigger-50000-grant-for-first-time-entrepreneurs-among-more-help-for-local-start-ups',
  'Bigger $50,000 grant for first-time entrepreneurs among more help for local start-ups',
  'The Straits Times',
);
export const BOAST_IRAP = source(
  'https://www.boast.ai/en-us/blog/innovation-insights/everything-you-need-to-know-about-irap-funding',
  'Everything you need to know about IRAP funding',
  'Boast',
);
export const HELLODARWIN_IRAP = source(
  'https://hellodarwin.com/blog/who-can-apply-irap-eligibility',
  'IRAP Eligibility: Who Can Apply to NRC IRAP Financial Assistance',
  'hellodarwin',
);
export const WELCH_SRED = source(
  'https://welchllp.com/insights/knowledge/2026-changes-in-sred-largest-expansion-in-decades',
  '2026 changes in SR&ED: largest expansion in decades',
  'Welch LLP',
);
export const RINSA_SRED = source(
  'https://rinsa.ca/opportunitiesresources/programs/scientific-research-and-experimental-development-sred-program/',
  'Scientific Research and Experimental Development (SR&ED) Program',
  'RINSA',
);
export const ATO_RDTI_OFFSETS = source(
  'https://www.ato.gov.au/businesses-and-organisations/income-deductions-and-concessions/incentives-and-concessions/research-and-development-tax-incentive-and-concessions/research-and-development-tax-incentive/in-detail/refundable-and-non-refundable-offsets',
  'Refundable and non-refundable offsets',
  'Australian Taxation Office',
);
export const IGNITION_RDTI = source(
  'https://ignitionresearch.com.au/r-and-d-tax-incentive/refundable-vs-non-refundable-offset/',
  'Refundable vs Non-Refundable R&D Tax Offset',
  'Ignition Research',
);
