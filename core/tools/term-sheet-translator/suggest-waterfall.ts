import type { ClauseId } from './clause-types';
import { readPreference } from './economic-clauses';
import type { TermSheetReading } from './find-clauses';
import { readableText } from './read-numbers';
import { defaultExitValues, WATERFALL_LIMITS } from './waterfall-inputs';
import type { Participation } from './waterfall';

/** The waterfall's terms as the term sheet gives them; what it does not say is left out, for the user to enter. */
export type SuggestedWaterfall = {
  investment?: number;
  postMoney?: number;
  multiple: number;
  participation: Participation;
  cap?: number;
  exitValues: number[];
};

const clauseText = (reading: TermSheetReading, id: ClauseId) =>
  readableText(
    reading.found
      .find((clause) => clause.id === id)
      ?.excerpts.map((excerpt) => excerpt.text)
      .join('\n') ?? '',
  );

const valueOf = (reading: TermSheetReading, id: ClauseId, name: string) =>
  reading.found.find((clause) => clause.id === id)?.values[name];

/**
 * The waterfall a term sheet describes: the investment (stated, or post-money less pre-money), the post-money
 * valuation (stated, or pre-money plus the investment), and the liquidation preference as written — 1x
 * non-participating when the term sheet has none, the most common case. Exit values from a quarter of the
 * post-money valuation to ten times it.
 */
export function suggestWaterfall(reading: TermSheetReading): SuggestedWaterfall {
  const pre = valueOf(reading, 'valuation', 'pre');
  const statedPost = valueOf(reading, 'valuation', 'post');
  const investment =
    valueOf(reading, 'investment', 'amount') ??
    (pre !== undefined && statedPost !== undefined && statedPost > pre ? statedPost - pre : undefined);
  const postMoney = statedPost ?? (pre !== undefined && investment !== undefined ? pre + investment : undefined);
  const preference = readPreference(clauseText(reading, 'liquidationPreference'));
  const multiple = Math.min(preference.multiple ?? 1, WATERFALL_LIMITS.maxMultiple);
  return {
    ...(investment !== undefined && { investment }),
    ...(postMoney !== undefined && { postMoney }),
    multiple,
    participation: preference.participation,
    ...(preference.cap !== undefined && { cap: Math.min(preference.cap, WATERFALL_LIMITS.maxCap) }),
    exitValues: postMoney === undefined ? [] : defaultExitValues(postMoney),
  };
}
