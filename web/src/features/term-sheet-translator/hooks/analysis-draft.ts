import { amountNumber } from '@core/tools/amount-typing';
import { isBlankText, withoutBlankRowsIn } from '@core/lists/without-blank-rows';
import { parseNumber } from '@core/i18n/parse-number';
import type { Currency } from '@core/tools/money';
import type { SuggestedWaterfall } from '@core/tools/term-sheet-translator/suggest-waterfall';
import { termSheetAnalysisDataSchema, type TermSheetAnalysisData } from '@core/tools/term-sheet-translator/analyses';
import type { Participation, Seniority } from '@core/tools/term-sheet-translator/waterfall';
import type { SeriesInputs, WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';

/**
 * A series' inputs as typed: text. The amounts (investment, post-money) as their fields hand them, in plain digits
 * (ADR 0073); the multiple and the cap read in the page's language.
 */
export type SeriesDraft = {
  name: string;
  investment: string;
  postMoney: string;
  multiple: string;
  participation: Participation;
  cap: string;
};

/** The waterfall's inputs as typed: the series in the order of their rounds, how they rank, the exit values. */
export type WaterfallDraft = { series: SeriesDraft[]; seniority: Seniority; exitValues: string[] };

/** What is on the page (its name aside): the pasted text, its currency and the waterfall's inputs. */
export type AnalysisDraft = { text: string; currency: Currency; waterfall: WaterfallDraft };

/** A field of the draft an issue is about: 'text', 'waterfall.investment', 'waterfall.exitValues.2'… */
export type FieldErrors = Partial<Record<string, string>>;

export const blankSeries = (): SeriesDraft => ({
  name: '',
  investment: '',
  postMoney: '',
  multiple: '1',
  participation: 'none',
  cap: '3',
});

export const blankWaterfall = (): WaterfallDraft => ({ series: [blankSeries()], seniority: 'stacked', exitValues: [] });

export const blankDraft = (): AnalysisDraft => ({ text: '', currency: 'USD', waterfall: blankWaterfall() });

type WriteNumber = (value: number) => string;

/** An amount as its field keeps it: plain digits. */
const amountText = (value: number) => String(value);

/**
 * The waterfall with what a term sheet suggests: its figures in the latest series (the round the term sheet is for;
 * the earlier ones and their names kept), what it does not say left empty, and its exit values.
 */
export function waterfallFromSuggestion(
  suggested: SuggestedWaterfall,
  write: WriteNumber,
  current: WaterfallDraft = blankWaterfall(),
): WaterfallDraft {
  const optional = (value: number | undefined) => (value === undefined ? '' : amountText(value));
  const latest: SeriesDraft = {
    name: current.series.at(-1)?.name ?? '',
    investment: optional(suggested.investment),
    postMoney: optional(suggested.postMoney),
    multiple: write(suggested.multiple),
    participation: suggested.participation,
    cap: write(suggested.cap ?? 3),
  };
  return {
    series: [...current.series.slice(0, -1), latest],
    seniority: current.seniority,
    exitValues: suggested.exitValues.map(amountText),
  };
}

/** A saved analysis, as inputs. */
export function draftFromData(data: TermSheetAnalysisData, write: WriteNumber): AnalysisDraft {
  const { waterfall } = data;
  return {
    text: data.text,
    currency: data.currency,
    waterfall: {
      series: waterfall.series.map((one) => ({
        name: one.name,
        investment: amountText(one.investment),
        postMoney: amountText(one.postMoney),
        multiple: write(one.multiple),
        participation: one.participation,
        cap: write(one.cap),
      })),
      seniority: waterfall.seniority,
      exitValues: waterfall.exitValues.map(amountText),
    },
  };
}

/** The waterfall's inputs as numbers (NaN where what is typed is not a number), the multiple and cap in the page's language. */
export function readWaterfall(draft: WaterfallDraft, language: string): WaterfallInputs {
  const figure = (text: string) => parseNumber(text.replace(/[x×]\s*$/i, ''), language) ?? Number.NaN;
  const series = draft.series.map((one): SeriesInputs => ({
    name: one.name.trim(),
    investment: amountNumber(one.investment),
    postMoney: amountNumber(one.postMoney),
    multiple: figure(one.multiple),
    participation: one.participation,
    cap: figure(one.cap),
  }));
  return { series, seniority: draft.seniority, exitValues: filledExits(draft).form.exitValues.map(amountNumber) };
}

/** The exit values typed, without those added and left blank (ignored, not errors: issue 33). */
const filledExits = (draft: WaterfallDraft) => withoutBlankRowsIn(draft, { exitValues: (value) => isBlankText(value) });

/** Where a check's issue about the waterfall ('exitValues', 1) is in the draft: an exit value's place among all typed. */
export const draftPathOf = (draft: WaterfallDraft, path: readonly PropertyKey[]): PropertyKey[] =>
  filledExits(draft).pathOf(path);

/**
 * The draft checked as a saved analysis's data would be (core's schema): its data, or the message for each field
 * that is wrong, by its place in the draft ('waterfall.cap'). A number typed that is not one is refused as missing.
 */
export function checkDraft(
  draft: AnalysisDraft,
  language: string,
): { data: TermSheetAnalysisData } | { errors: FieldErrors } {
  const waterfall = readWaterfall(draft.waterfall, language);
  // NaN is not a number to zod: it says the field's 'Enter …' message, as for an empty field.
  const checked = termSheetAnalysisDataSchema.safeParse({ text: draft.text, currency: draft.currency, waterfall });
  if (checked.success) return { data: checked.data };
  const errors: FieldErrors = {};
  for (const { path, message } of checked.error.issues) {
    const [part, ...rest] = path;
    const place = part === 'waterfall' ? [part, ...draftPathOf(draft.waterfall, rest)] : path;
    errors[place.join('.')] ??= message;
  }
  return { errors };
}
