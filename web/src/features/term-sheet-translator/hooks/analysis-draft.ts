import { amountNumber } from '@core/tools/amount-typing';
import { isBlankText, withoutBlankRows } from '@core/lists/without-blank-rows';
import { parseNumber } from '@core/i18n/parse-number';
import type { Currency } from '@core/tools/money';
import type { SuggestedWaterfall } from '@core/tools/term-sheet-translator/suggest-waterfall';
import { termSheetAnalysisDataSchema, type TermSheetAnalysisData } from '@core/tools/term-sheet-translator/analyses';
import type { Participation } from '@core/tools/term-sheet-translator/waterfall';
import type { WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';

/**
 * The waterfall's inputs as typed: text. The amounts (investment, post-money, exit values) as their fields hand them,
 * in plain digits (ADR 0073); the multiple and the cap read in the page's language.
 */
export type WaterfallDraft = {
  investment: string;
  postMoney: string;
  multiple: string;
  participation: Participation;
  cap: string;
  exitValues: string[];
};

/** What is on the page (its name aside): the pasted text, its currency and the waterfall's inputs. */
export type AnalysisDraft = { text: string; currency: Currency; waterfall: WaterfallDraft };

/** A field of the draft an issue is about: 'text', 'waterfall.investment', 'waterfall.exitValues.2'… */
export type FieldErrors = Partial<Record<string, string>>;

export const blankWaterfall = (): WaterfallDraft => ({
  investment: '',
  postMoney: '',
  multiple: '1',
  participation: 'none',
  cap: '3',
  exitValues: [],
});

export const blankDraft = (): AnalysisDraft => ({ text: '', currency: 'USD', waterfall: blankWaterfall() });

type WriteNumber = (value: number) => string;

/** An amount as its field keeps it: plain digits. */
const amountText = (value: number) => String(value);

/** The waterfall a term sheet suggests, written as inputs; what it does not say is left empty. */
export function waterfallFromSuggestion(suggested: SuggestedWaterfall, write: WriteNumber): WaterfallDraft {
  const optional = (value: number | undefined) => (value === undefined ? '' : amountText(value));
  return {
    investment: optional(suggested.investment),
    postMoney: optional(suggested.postMoney),
    multiple: write(suggested.multiple),
    participation: suggested.participation,
    cap: write(suggested.cap ?? 3),
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
      investment: amountText(waterfall.investment),
      postMoney: amountText(waterfall.postMoney),
      multiple: write(waterfall.multiple),
      participation: waterfall.participation,
      cap: write(waterfall.cap),
      exitValues: waterfall.exitValues.map(amountText),
    },
  };
}

/** The waterfall's inputs as numbers (NaN where what is typed is not a number), the multiple and cap in the page's language. */
export function readWaterfall(draft: WaterfallDraft, language: string): WaterfallInputs {
  const figure = (text: string) => parseNumber(text.replace(/[x×]\s*$/i, ''), language) ?? Number.NaN;
  return {
    investment: amountNumber(draft.investment),
    postMoney: amountNumber(draft.postMoney),
    multiple: figure(draft.multiple),
    participation: draft.participation,
    cap: figure(draft.cap),
    exitValues: filledExits(draft).rows.map(amountNumber),
  };
}

/** The exit values typed, without those added and left blank (ignored, not errors: issue 33). */
const filledExits = (draft: WaterfallDraft) => withoutBlankRows(draft.exitValues, (value) => isBlankText(value));

/** Where a check's issue about the waterfall ('exitValues', 1) is in the draft: an exit value's place among all typed. */
export function draftPathOf(draft: WaterfallDraft, path: readonly PropertyKey[]): PropertyKey[] {
  const [field, index, ...rest] = path;
  return field === 'exitValues' && typeof index === 'number'
    ? [field, filledExits(draft).placeOf(index), ...rest]
    : [...path];
}

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
