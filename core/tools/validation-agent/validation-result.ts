import {
  tallyBoard,
  type Assumption,
  type AssumptionKind,
  type BoardTally,
  type ExperimentStatus,
} from './validation-board';

/** The board's groups in the text written to the idea: what was learnt first, then what is still open. */
const GROUPS = ['validated', 'invalidated', 'open'] as const;
export type ResultGroup = (typeof GROUPS)[number];

/** The words of the result text, in the founder's language (the web's catalogs; English below). */
export type ResultWords = {
  heading: (tally: BoardTally) => string;
  group: (group: ResultGroup) => string;
  kind: (kind: AssumptionKind) => string;
  status: (status: ExperimentStatus) => string;
};

/** One line of the text at most this long, so that a full board (20 lines) fits the idea's 10,000 characters. */
export const RESULT_LINE_MAX = 400;

const groupOf = (status: ExperimentStatus): ResultGroup =>
  status === 'validated' || status === 'invalidated' ? status : 'open';

const clip = (line: string) =>
  line.length > RESULT_LINE_MAX ? `${line.slice(0, RESULT_LINE_MAX - 1).trimEnd()}…` : line;

/** An assumption's line: its kind, the statement, and the result (or, while open, its status). */
function lineOf({ kind, statement, experiment }: Assumption, words: ResultWords) {
  const result = experiment.result.trim().replace(/\s+/g, ' ');
  const tail =
    groupOf(experiment.status) === 'open' ? ` (${words.status(experiment.status)})` : result ? ` — ${result}` : '';
  return clip(`- [${words.kind(kind)}] ${statement.trim().replace(/\s+/g, ' ')}${tail}`);
}

/**
 * The board's result as the short text written to the idea's Validation/GTM: a heading with the counts, then
 * the assumptions validated, invalidated and still open, each group in the board's order; empty groups left out.
 */
export function validationResultText(assumptions: readonly Assumption[], words: ResultWords): string {
  const sections = GROUPS.flatMap((group) => {
    const lines = assumptions
      .filter((assumption) => groupOf(assumption.experiment.status) === group)
      .map((assumption) => lineOf(assumption, words));
    return lines.length ? [[words.group(group), ...lines].join('\n')] : [];
  });
  return [words.heading(tallyBoard(assumptions)), ...sections].join('\n\n');
}
