import { answerLines } from '../../ai/ai-answers';
import { ASSUMPTION_KINDS, VALIDATION_LIMITS, type Assumption, type AssumptionKind } from './validation-board';

/** One assumption of an AI validation plan, with the experiment that tests it. */
export type DraftedAssumption = { kind: AssumptionKind; statement: string; method: string; successCriterion: string };

/** 'Willingness to pay', 'willingness-to-pay', 'WILLINGNESS_TO_PAY' → 'willingnessToPay'; other words → undefined. */
const kindOf = (words: string): AssumptionKind | undefined => {
  const bare = words.toLowerCase().replace(/[\s_-]+/g, '');
  return ASSUMPTION_KINDS.find((kind) => kind.toLowerCase() === bare);
};

/**
 * A validation plan's lines ('kind | assumption | method | success criterion', as ai-prompts.ts asks), each text
 * cut to what the board holds; lines of another shape, of an unknown kind or without an assumption are left out.
 */
export function draftedAssumptions(text: string): DraftedAssumption[] {
  return answerLines(text).flatMap((line) => {
    const [kindWords = '', statement = '', method = '', successCriterion = ''] = line
      .split('|')
      .map((part) => part.trim());
    const kind = kindOf(kindWords);
    if (!kind || !statement) return [];
    return [
      {
        kind,
        statement: statement.slice(0, VALIDATION_LIMITS.statement),
        method: method.slice(0, VALIDATION_LIMITS.method),
        successCriterion: successCriterion.slice(0, VALIDATION_LIMITS.criterion),
      },
    ];
  });
}

/** How many more assumptions the board can hold. */
export const assumptionRoom = (assumptions: readonly unknown[]) =>
  Math.max(0, VALIDATION_LIMITS.assumptions - assumptions.length);

/**
 * The board with the drafted assumptions added after its own, as many as it has room for: each new (an id from
 * `newId`), its experiment not started, marked as the AI's draft until the founder edits it.
 */
export function withDraftedAssumptions(
  assumptions: readonly Assumption[],
  drafted: readonly DraftedAssumption[],
  newId: () => string,
): Assumption[] {
  const added = drafted
    .slice(0, assumptionRoom(assumptions))
    .map(({ kind, statement, method, successCriterion }): Assumption => ({
      id: newId(),
      kind,
      statement,
      aiDraft: true,
      experiment: { method, successCriterion, status: 'notStarted', result: '' },
    }));
  return [...assumptions, ...added];
}
