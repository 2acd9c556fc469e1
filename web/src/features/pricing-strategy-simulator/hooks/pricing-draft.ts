import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import {
  NEW_PRICING_ANALYSIS,
  pricingAnalysisDataSchema,
  type PricingAnalysisData,
} from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { SurveyAnswer } from '@core/tools/pricing-strategy-simulator/van-westendorp';

/** A tier as its fields hold it: numbers as typed, so that '12.' or an empty field can be shown and told about. */
export type TierDraft = { id: string; name: string; price: string; share: string };

/** An analysis as the page edits it: the numbers as typed, the answers as read. */
export type PricingDraft = {
  currency: Currency;
  tiers: TierDraft[];
  demand: { customers: string; lossPer10Percent: string };
  economics: { grossMargin: string; monthlyChurn: string; cac: string };
  answers: readonly SurveyAnswer[];
};

const typed = (value: number) => String(value);

/** A saved analysis in the page's fields. */
export function toDraft(data: PricingAnalysisData): PricingDraft {
  return {
    currency: data.currency,
    tiers: data.tiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      price: typed(tier.price),
      share: typed(tier.share),
    })),
    demand: { customers: typed(data.demand.customers), lossPer10Percent: typed(data.demand.lossPer10Percent) },
    economics: {
      grossMargin: typed(data.economics.grossMargin),
      monthlyChurn: typed(data.economics.monthlyChurn),
      cac: typed(data.economics.cac),
    },
    answers: data.answers,
  };
}

export const NEW_DRAFT: PricingDraft = toDraft(NEW_PRICING_ANALYSIS);

/** A typed number: an empty field is no number (NaN, which the schema refuses with the field's message). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The fields as the schema reads them. */
const asData = (draft: PricingDraft) => ({
  currency: draft.currency,
  tiers: draft.tiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    price: amountNumber(tier.price),
    share: numberOf(tier.share),
  })),
  demand: { customers: numberOf(draft.demand.customers), lossPer10Percent: numberOf(draft.demand.lossPer10Percent) },
  economics: {
    grossMargin: numberOf(draft.economics.grossMargin),
    monthlyChurn: numberOf(draft.economics.monthlyChurn),
    cac: amountNumber(draft.economics.cac),
  },
  answers: draft.answers,
});

/** Field messages by path ('tiers.0.price', 'tiers' for the tiers as a whole), the first for each. */
export type FieldErrors = ReadonlyMap<string, string>;

export type CheckedDraft = { data: PricingAnalysisData | null; errors: FieldErrors };

/**
 * The draft checked with the saved analysis's schema: its data when it is whole, and every field's message.
 */
export function checkDraft(draft: PricingDraft): CheckedDraft {
  const checked = pricingAnalysisDataSchema.safeParse(asData(draft));
  if (checked.success) return { data: checked.data, errors: new Map() };
  const errors = new Map<string, string>();
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return { data: null, errors };
}

/** Whether any field under `prefix` ('tiers', 'demand', 'economics') has a message. */
export const hasErrorsUnder = (errors: FieldErrors, prefix: string) =>
  [...errors.keys()].some((path) => path === prefix || path.startsWith(`${prefix}.`));
