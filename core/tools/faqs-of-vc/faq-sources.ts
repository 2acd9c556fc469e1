import { type FaqSource } from './faq-types';

/**
 * The public pages the FAQ entries cite, each found and read before it was cited (see docs/tools/faqs-of-vc.md).
 * One constant a page, so an entry names its sources and a page that moves is fixed in one place.
 */
const source = (url: string, title: string, publisher: string): FaqSource => ({ url, title, publisher });

export const YC_SAFE_DOCUMENTS = source(
  'https://www.ycombinator.com/documents',
  'YC Safe Financing Documents | Y Combinator',
  'Y Combinator',
);
export const STRIPE_SAFES = source('https://docs.stripe.com/fundraising/safes', 'Fundraise with SAFEs', 'Stripe');
export const LAW_INSIDER_NOTES = source(
  'https://www.lawinsider.com/resources/tags/convertible-notes',
  'Tag: Convertible Notes',
  'Law Insider',
);
export const OPEN_AGREEMENTS_DISCOUNT = source(
  'https://openagreements.org/templates/yc-safe-discount',
  'YC Post-Money SAFE — Discount',
  'OpenAgreements',
);
export const TYSON_NOTE_GLOSSARY = source(
  'https://www.tkntysonlaw.com/glossary/convertible-note',
  'Glossary: Convertible Note',
  'tkntysonlaw.com',
);
export const METRICKIT_NOTE_GUIDE = source(
  'https://metrickittools.com/guides/convertible-note-guide',
  'Convertible note: interest, cap/discount, and conversion basics',
  'metrickittools.com',
);
export const INVESTOPEDIA_PRE_POST = source(
  'https://www.investopedia.com/ask/answers/difference-between-premoney-and-postmoney/',
  "What's The Difference Between Pre-Money And Post-Money?",
  'Investopedia',
);
export const HOLLOWAY_ESSENTIAL_TERMS = source(
  'https://holloway.com/g/venture-capital/sections/essential-terms',
  'Essential Terms — The Holloway Guide to Raising Venture Capital',
  'Holloway',
);
export const ACCUMEO_PRE_MONEY = source(
  'https://www.accumeo.com/en/ordlista/pre-money-vardering',
  'What is pre-money valuation?',
  'Accumeo',
);
export const CARTA_STOCK_DILUTION = source(
  'https://carta.com/sg/en/blog/what-is-stock-dilution/',
  'What is stock dilution?',
  'Carta',
);
export const CARTA_SHARE_DILUTION = source(
  'https://carta.com/learn/startups/equity-management/share-dilution/',
  'Share dilution',
  'Carta',
);
export const COOLEY_WEIGHTED_AVERAGE = source(
  'https://www.cooleygo.com/glossary/broad-based-weighted-average-anti-dilution-protection/',
  'Broad-Based Weighted-Average Anti-Dilution Protection',
  'Cooley GO',
);
export const ORRICK_WEIGHTED_AVERAGE = source(
  'https://www.orrick.com/en/tech-studio/resources/glossary/Weighted-Average-Anti-Dilution-Protection',
  'Weighted Average Anti-Dilution Protection',
  'Orrick',
);
export const VC_TRACKER_ANTI_DILUTION = source(
  'https://venturecapitaltracker.com/anti-dilution-protection-weighted-average-full-ratchet',
  'Anti-Dilution Protection: Weighted Average vs Full Ratchet, Explained',
  'Venture Capital Tracker',
);
export const DECKMETRIC_POOL_SHUFFLE = source(
  'https://deckmetric.com/glossary/option-pool-shuffle',
  'Option Pool Shuffle',
  'DeckMetric',
);
export const GUST_REVERSE_VESTING = source(
  'https://docs.equity.gust.com/article/62-reverse-vesting',
  'Reverse Vesting',
  'Gust Equity Management',
);
export const FALLON_VESTING = source(
  'https://www.fallonesv.com/post/stock-vesting-cliffs-and-preventing-startup-co-founders-from-jumping',
  'Stock Vesting, Cliffs, and Preventing Your Co-Founders from Jumping',
  'fallonesv.com',
);
export const FELD_EXAMPLE_TERM_SHEET = source(
  'https://www.venturedeals.com/archives/2007/02/example-term-sheet.html',
  'Example Term Sheet',
  'Venture Deals (Brad Feld)',
);
export const PERCOLATOR_NO_SHOP = source(
  'https://www.startuppercolator.com/glossary/no-shop-confidentiality/',
  'No-Shop / Confidentiality',
  'Startup Percolator',
);
export const ANGELLIST_LIQUIDATION_PREFERENCE = source(
  'https://www.angellist.com/learn/liquidation-preference',
  'What is a Liquidation Preference? | AngelList Education Center',
  'AngelList',
);
export const FULL_RATCHET_FELD = source(
  'https://fullratchet.net/episode-10-the-term-sheet-feat-brad-feld/',
  '10. The Term Sheet (Brad Feld)',
  'The Full Ratchet',
);
export const STARTUPBLOG_LIQUIDATION_PREFERENCE = source(
  'https://www.startupblog.com/what-is-a-liquidation-preference/',
  'What is a liquidation preference?',
  'StartupBlog',
);
export const ANGELLIST_PRO_RATA = source(
  'https://learn.angellist.com/articles/pro-rata-rights',
  'What are Pro Rata Rights?',
  'AngelList',
);
export const VELA_WOOD_PRO_RATA = source('https://velawoodlaw.com/glossary-term/pro-rata/', 'Pro-Rata', 'Vela Wood');
export const NW_CORPORATE_PRO_RATA = source(
  'https://nwcorporatelaw.com/startup-law-glossary/pro-rata-right',
  'Pro Rata Right',
  'nwcorporatelaw.com',
);
export const FELD_BOARD = source(
  'https://feld.com/archives/2005/01/term-sheet-board-of-directors.html',
  'Term Sheet: Board of Directors',
  'Feld Thoughts (Brad Feld)',
);
export const KUSSMAUL_BOARD = source(
  'https://kussmaullegal.com/key-control-terms-board-seats/',
  'Key Control Terms: Board Seats',
  'Kussmaul Legal',
);
export const LATHAM_PROTECTIVE_PROVISIONS = source(
  'https://www.lathamdrive.com/resources/insights/what-are-protective-provisions-and-why-are-they-important',
  'What Are Protective Provisions and Why Are They Important?',
  'Latham Drive (Latham & Watkins)',
);
export const ACCOUNTINGTOOLS_DRAG_ALONG = source(
  'https://www.accountingtools.com/articles/2018/2/17/drag-along-rights',
  'Drag-along rights',
  'AccountingTools',
);
export const IMBOARD_DRAG_ALONG = source(
  'https://www.imboard.ai/glossary/drag-along-rights',
  'Drag-Along Rights',
  "I'mBoard",
);
export const STARTUPLAWYER_ROFR = source(
  'https://startuplawyer.com/startup-law-glossary/right-of-first-refusal-and-co-sale-agreement',
  'Right of First Refusal and Co-Sale Agreement',
  'startuplawyer.com',
);
export const AT_VIRTUAL_COUNSEL_ROFR = source(
  'https://www.atvirtualcounsel.com/blog/rofr-and-co-sale-agreement-managing-share-transfers-while-preserving-cap-table-control',
  'ROFR and Co-Sale Agreement: Managing Share Transfers While Preserving Cap Table Control',
  'AT Virtual Counsel',
);
export const HOLLOWAY_INFORMATION_RIGHTS = source(
  'https://www.holloway.com/g/venture-capital/sections/information-rights',
  'Information Rights — The Holloway Guide to Raising Venture Capital',
  'Holloway',
);
export const VELA_WOOD_NO_SHOP = source(
  'https://velawood.com/glossary-term/no-shop-clause/',
  'No-Shop Clause',
  'Vela Wood',
);
export const BEISEL_AFTER_TERM_SHEET = source(
  'https://genuinevc.com/2012/10/02/after-the-vc-term-sheet-is-signed-its-not-over-yet',
  'After the VC Term Sheet is Signed – It’s Not Over Yet',
  'David Beisel (genuinevc.com)',
);
export const LATHAM_DUE_DILIGENCE = source(
  'https://www.lathamdrive.com/resources/insights/how-to-perform-due-diligence-for-a-vc-financing',
  'How to Perform Due Diligence for a VC Financing',
  'Latham Drive (Latham & Watkins)',
);
export const TYSON_LEGAL_DILIGENCE = source(
  'https://www.tkntysonlaw.com/blog/what-venture-capital-investors-look-for-in-legal-due-diligence',
  'What Venture Capital Investors Look for in Legal Due Diligence',
  'tkntysonlaw.com',
);
export const VCOSAI_DILIGENCE_CHECKLIST = source(
  'https://www.vcosai.com/blog/vc-legal-due-diligence-checklist',
  'VC Legal Due Diligence Checklist: Corporate, IP, Employment, and Contracts',
  'vcosai.com',
);
export const GOINGVC_DATA_ROOM = source(
  'https://goingvc.com/post/vc-checklist-guide-everything-investors-expect-in-your-data-room',
  'VC Checklist Guide: Everything Investors Expect in Your Data Room',
  'GoingVC',
);
export const INVESTOPEDIA_ACCREDITED = source(
  'https://www.investopedia.com/terms/a/accreditedinvestor.asp',
  'Accredited Investor',
  'Investopedia',
);
export const IMPACTCP_ACCREDITED = source(
  'https://impactcp.org/glossary/accredited-investor/',
  'Accredited Investor',
  'impactcp.org',
);
export const TAXMANN_STARTUP_DEFINITION = source(
  'https://www.taxmann.com/post/blog/dpiit-revises-startup-definition-introduces-deep-tech-framework',
  'DPIIT Revises Startup Definition | Introduces Deep Tech Framework',
  'Taxmann',
);
export const FINANCIAL_EXPRESS_DEEPTECH = source(
  'https://www.financialexpress.com/business/start-ups/deeptech-firms-get-separate-startup-status/4132841/',
  'Deeptech firms get separate startup status',
  'The Financial Express',
);
export const STARTUP_INDIA_IMB = source(
  'https://www.startupindia.gov.in/content/sih/en/startupgov/imb.html',
  'Inter-Ministerial Board',
  'Startup India (DPIIT, Government of India)',
);
export const INDIAFILINGS_CERTIFICATE = source(
  'https://www.indiafilings.com/learn/Startup-India-Certificate/',
  'Startup India Certificate: Eligibility, Benefits, Documents & Application Process',
  'IndiaFilings',
);
export const TOI_ANGEL_TAX = source(
  'https://timesofindia.indiatimes.com/business/india-business/budget-2024-government-proposes-angel-tax-abolished-for-all-investors-what-is-it/articleshow/111952205.cms',
  "Budget 2024: What is 'angel tax' that government has abolished for all investors",
  'The Times of India',
);
export const INDIA_TODAY_ANGEL_TAX = source(
  'https://www.indiatoday.in/business/story/no-angel-tax-for-investors-budget-2024-announcement-how-it-will-benefit-startups-2572105-2024-07-26',
  "No 'angel tax' for investors. How it will benefit startups?",
  'India Today',
);
export const ANGEL_TAX_PROVISO = source(
  'https://taxbymanish.blogspot.com/2024/07/abolition-of-angel-tax-in-budget.html',
  'Abolition of Angel Tax in Budget',
  'taxbymanish.blogspot.com',
);
export const RBI_MASTER_DIRECTIONS = source(
  'https://www.rbi.org.in/Scripts/BS_ViewMasterDirections.aspx?did=335',
  'Master Directions',
  'Reserve Bank of India',
);
export const SETINDIABIZ_FDI_ROUTES = source(
  'https://www.setindiabiz.com/foreign-direct-investment-india',
  'Foreign Direct Investment in India: Automatic vs Approval Route of FDI Policy',
  'Setindiabiz',
);
export const CONNECT2COMPLY_FC_GPR = source(
  'https://connect2comply.com/resource/Services/fcgpr_filing_guide.aspx',
  'FC-GPR Filing Guide',
  'connect2comply.com',
);
export const MITALITITA_FC_GPR = source(
  'https://mitalitita.com/fc-gpr-fdi-reporting',
  'FC-GPR FDI Reporting',
  'mitalitita.com',
);
export const ONE_COMPLY_FC_GPR = source('https://1-comply.com/2023/10/17/form-fc-gpr', 'Form FC-GPR', '1-comply.com');
export const JAIN_FC_GPR = source(
  'https://jainanuragassociates.com/fc-gpr-filing-foreign-investment',
  'FC-GPR Filing for Foreign Investment in India',
  'Jain Anurag & Associates',
);
