import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** The board's bounds: what fits one idea's riskiest assumptions, and a result that fits the idea's Validation/GTM. */
export const VALIDATION_LIMITS = {
  assumptions: 20,
  statement: 300,
  method: 1_000,
  criterion: 300,
  result: 1_000,
  ideaTitle: 200,
  boards: 100,
  boardName: 100,
} as const;

/** What an assumption is about: the risks a founder checks before building. */
export const ASSUMPTION_KINDS = ['problem', 'customer', 'solution', 'willingnessToPay', 'channel'] as const;
export type AssumptionKind = (typeof ASSUMPTION_KINDS)[number];

/** Where an assumption's experiment stands. */
export const EXPERIMENT_STATUSES = ['notStarted', 'running', 'validated', 'invalidated'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

const tooLong = (max: number) =>
  say({ id: 'core.tools.validationAgent.tooLong', defaultMessage: 'At most {max} characters' }, { max });

const text = (max: number) => trimmedText(max, { tooLong: tooLong(max) });

const statementRequired = say({
  id: 'core.tools.validationAgent.statementRequired',
  defaultMessage: 'Write the assumption',
});

const experimentSchema = z.object({
  method: text(VALIDATION_LIMITS.method),
  successCriterion: text(VALIDATION_LIMITS.criterion),
  status: z.enum(
    EXPERIMENT_STATUSES,
    say({ id: 'core.tools.validationAgent.statusInvalid', defaultMessage: 'Choose a status' }),
  ),
  result: text(VALIDATION_LIMITS.result),
});

export const assumptionSchema = z.object({
  id: trimmedText(64, { required: true }),
  kind: z.enum(
    ASSUMPTION_KINDS,
    say({ id: 'core.tools.validationAgent.kindInvalid', defaultMessage: 'Choose what the assumption is about' }),
  ),
  statement: trimmedText(VALIDATION_LIMITS.statement, {
    required: statementRequired,
    notText: statementRequired,
    tooLong: tooLong(VALIDATION_LIMITS.statement),
  }),
  /** Drafted by the AI and not yet edited by the founder. */
  aiDraft: z.boolean(),
  experiment: experimentSchema,
});

export type Assumption = z.infer<typeof assumptionSchema>;

/** How many assumptions stand validated, invalidated, and still open (not started or running). */
export type BoardTally = { validated: number; invalidated: number; open: number; total: number };

export function tallyBoard(assumptions: readonly Pick<Assumption, 'experiment'>[]): BoardTally {
  const count = (status: ExperimentStatus) =>
    assumptions.filter((assumption) => assumption.experiment.status === status).length;
  const validated = count('validated');
  const invalidated = count('invalidated');
  return { validated, invalidated, open: assumptions.length - validated - invalidated, total: assumptions.length };
}
