import * as s from './faq-sources';
import { type FaqEntryData, type FaqSource, type FaqText, type FaqTopic } from './faq-types';

/** The day every source below was last read against its answer. */
const CHECKED_ON = '2026-11-30';

const entry = <const Id extends string>(id: Id, topic: FaqTopic, sources: readonly FaqSource[]) => ({
  id,
  topic,
  sources,
  checkedOn: CHECKED_ON,
});

/** Every entry of the FAQ, in reading order within its topic. Add one here, then its text in every language. */
export const FAQ_ENTRIES = [
  entry('what-is-a-safe', 'instruments', [s.YC_SAFE_DOCUMENTS, s.LAW_INSIDER_NOTES]),
  entry('pre-money-vs-post-money-safe', 'instruments', [s.YC_SAFE_DOCUMENTS]),
  entry('what-is-a-valuation-cap', 'instruments', [s.YC_SAFE_DOCUMENTS, s.STRIPE_SAFES]),
  entry('what-is-a-discount', 'instruments', [s.OPEN_AGREEMENTS_DISCOUNT, s.STRIPE_SAFES, s.METRICKIT_NOTE_GUIDE]),
  entry('what-is-an-mfn-safe', 'instruments', [s.YC_SAFE_DOCUMENTS]),
  entry('what-is-a-convertible-note', 'instruments', [s.TYSON_NOTE_GLOSSARY, s.METRICKIT_NOTE_GUIDE]),
  entry('safe-vs-convertible-note', 'instruments', [s.LAW_INSIDER_NOTES, s.METRICKIT_NOTE_GUIDE]),
  entry('pre-money-vs-post-money', 'valuation', [s.INVESTOPEDIA_PRE_POST]),
  entry('how-much-does-the-investor-own', 'valuation', [s.INVESTOPEDIA_PRE_POST]),
  entry('how-is-the-price-per-share-set', 'valuation', [s.HOLLOWAY_ESSENTIAL_TERMS, s.ACCUMEO_PRE_MONEY]),
  entry('what-is-dilution', 'dilution', [s.CARTA_STOCK_DILUTION]),
  entry('how-do-safes-add-up', 'dilution', [s.YC_SAFE_DOCUMENTS, s.CARTA_SHARE_DILUTION]),
  entry('is-dilution-always-bad', 'dilution', [s.CARTA_STOCK_DILUTION]),
  entry('what-is-anti-dilution-protection', 'dilution', [s.COOLEY_WEIGHTED_AVERAGE, s.ORRICK_WEIGHTED_AVERAGE]),
  entry('what-is-broad-based-weighted-average', 'dilution', [
    s.COOLEY_WEIGHTED_AVERAGE,
    s.ORRICK_WEIGHTED_AVERAGE,
    s.VC_TRACKER_ANTI_DILUTION,
  ]),
  entry('what-is-an-option-pool', 'option-pool', [s.CARTA_STOCK_DILUTION, s.DECKMETRIC_POOL_SHUFFLE]),
  entry('what-is-the-option-pool-shuffle', 'option-pool', [s.DECKMETRIC_POOL_SHUFFLE]),
  entry('how-big-should-the-option-pool-be', 'option-pool', [s.CARTA_SHARE_DILUTION, s.DECKMETRIC_POOL_SHUFFLE]),
  entry('what-are-vesting-and-a-cliff', 'option-pool', [s.GUST_REVERSE_VESTING, s.FALLON_VESTING]),
  entry('what-is-a-term-sheet', 'terms', [s.HOLLOWAY_ESSENTIAL_TERMS, s.FELD_EXAMPLE_TERM_SHEET, s.PERCOLATOR_NO_SHOP]),
  entry('what-is-a-liquidation-preference', 'terms', [s.ANGELLIST_LIQUIDATION_PREFERENCE, s.FULL_RATCHET_FELD]),
  entry('participating-vs-non-participating-preferred', 'terms', [
    s.STARTUPBLOG_LIQUIDATION_PREFERENCE,
    s.FULL_RATCHET_FELD,
  ]),
  entry('what-are-pro-rata-rights', 'terms', [s.ANGELLIST_PRO_RATA, s.VELA_WOOD_PRO_RATA, s.NW_CORPORATE_PRO_RATA]),
  entry('do-safe-investors-get-pro-rata', 'terms', [s.YC_SAFE_DOCUMENTS]),
  entry('how-are-board-seats-decided', 'terms', [s.FELD_BOARD, s.KUSSMAUL_BOARD]),
  entry('what-are-protective-provisions', 'terms', [s.LATHAM_PROTECTIVE_PROVISIONS]),
  entry('what-is-a-drag-along-right', 'terms', [s.ACCOUNTINGTOOLS_DRAG_ALONG, s.IMBOARD_DRAG_ALONG]),
  entry('what-are-rofr-and-co-sale-rights', 'terms', [s.STARTUPLAWYER_ROFR, s.AT_VIRTUAL_COUNSEL_ROFR]),
  entry('what-are-information-rights', 'terms', [s.HOLLOWAY_INFORMATION_RIGHTS]),
  entry('what-is-a-no-shop-clause', 'terms', [s.PERCOLATOR_NO_SHOP, s.VELA_WOOD_NO_SHOP]),
  entry('how-long-from-term-sheet-to-close', 'process', [s.BEISEL_AFTER_TERM_SHEET]),
  entry('what-is-due-diligence', 'process', [s.LATHAM_DUE_DILIGENCE]),
  entry('which-documents-for-due-diligence', 'process', [s.TYSON_LEGAL_DILIGENCE, s.VCOSAI_DILIGENCE_CHECKLIST]),
  entry('what-is-a-data-room', 'process', [s.GOINGVC_DATA_ROOM]),
  entry('what-is-an-accredited-investor', 'process', [s.INVESTOPEDIA_ACCREDITED, s.IMPACTCP_ACCREDITED]),
  entry('what-is-dpiit-recognition', 'india', [s.TAXMANN_STARTUP_DEFINITION, s.FINANCIAL_EXPRESS_DEEPTECH]),
  entry('what-does-dpiit-recognition-give', 'india', [s.STARTUP_INDIA_IMB, s.INDIAFILINGS_CERTIFICATE]),
  entry('is-there-still-an-angel-tax', 'india', [s.TOI_ANGEL_TAX, s.INDIA_TODAY_ANGEL_TAX, s.ANGEL_TAX_PROVISO]),
  entry('fdi-automatic-vs-government-route', 'india', [
    s.SETINDIABIZ_FDI_ROUTES,
    s.CONNECT2COMPLY_FC_GPR,
    s.RBI_MASTER_DIRECTIONS,
  ]),
  entry('what-is-fc-gpr-reporting', 'india', [s.MITALITITA_FC_GPR, s.ONE_COMPLY_FC_GPR, s.JAIN_FC_GPR]),
] as const satisfies readonly FaqEntryData[];

export type FaqEntry = (typeof FAQ_ENTRIES)[number];
export type FaqId = FaqEntry['id'];

/** What a language module brings: a name for every topic and a question and answer for every entry. */
export type FaqTexts = { topics: Record<FaqTopic, string>; entries: Record<FaqId, FaqText> };
