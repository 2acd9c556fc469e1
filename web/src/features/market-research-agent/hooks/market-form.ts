import { marketDataSchema, type MarketData } from '@core/tools/market-research-agent/market-documents';
import type { Currency } from '@core/tools/money';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** An assumption as its inputs hold it: the figure as typed (so a wrong one can be shown and corrected) and its note. */
export type AssumptionForm = { value: string; note: string };

export type TopDownKey = keyof MarketData['topDown'];
export type BottomUpKey = keyof MarketData['bottomUp'];

/** The assumptions that are amounts, in the market's currency (the others are counts and percentages). */
export const isAmount = (key: TopDownKey | BottomUpKey) => key === 'annualSpend' || key === 'price';

/** The whole market as the page's inputs hold it. */
export type MarketForm = {
  currency: Currency;
  topDown: Record<TopDownKey, AssumptionForm>;
  bottomUp: Record<BottomUpKey, AssumptionForm>;
  overview: MarketData['overview'];
};

const blank = (value: string): AssumptionForm => ({ value, note: '' });

/** A new market: every figure nothing yet (one purchase a year), for the founder to fill in. */
export const NEW_MARKET: MarketForm = {
  currency: 'USD',
  topDown: {
    customers: blank('0'),
    annualSpend: blank('0'),
    serviceablePercent: blank('0'),
    obtainablePercent: blank('0'),
  },
  bottomUp: { customers: blank('0'), price: blank('0'), purchasesPerYear: blank('1') },
  overview: { text: '', aiDraft: false },
};

/** A number typed in an input; '' is no number at all (the schema then says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

const mapAssumptions = <Key extends string, From, To>(group: Record<Key, From>, map: (from: From) => To) =>
  Object.fromEntries(Object.entries(group).map(([key, value]) => [key, map(value as From)])) as Record<Key, To>;

/** The market's data as typed, before checking. */
const candidateOf = (form: MarketForm) => ({
  currency: form.currency,
  topDown: mapAssumptions(form.topDown, ({ value, note }) => ({ value: numberOf(value), note })),
  bottomUp: mapAssumptions(form.bottomUp, ({ value, note }) => ({ value: numberOf(value), note })),
  overview: form.overview,
});

/** The inputs showing a saved market. */
export const formOf = (data: MarketData): MarketForm => ({
  currency: data.currency,
  topDown: mapAssumptions(data.topDown, ({ value, note }) => ({ value: String(value), note })),
  bottomUp: mapAssumptions(data.bottomUp, ({ value, note }) => ({ value: String(value), note })),
  overview: data.overview,
});

/** The market checked by core's schema: its data, or each problem's message under its field ('topDown.customers.value', 'overview.text'). */
export const checkMarket = (form: MarketForm) => checkedBy(marketDataSchema, candidateOf(form));
