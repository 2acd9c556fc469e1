import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { assumptionSchema, VALIDATION_LIMITS } from './validation-board';

/** The idea a board is about: its id in the Idea Garage and its title when it was picked (null: none picked yet). */
const boardIdeaSchema = z.nullable(
  z.object({
    id: trimmedText(64, { required: true }),
    title: trimmedText(VALIDATION_LIMITS.ideaTitle),
  }),
);

/** What a saved board holds: the idea and its riskiest assumptions, most risky first. */
export const validationBoardDataSchema = z.object({
  idea: boardIdeaSchema,
  assumptions: z.array(assumptionSchema).check(
    z.maxLength(
      VALIDATION_LIMITS.assumptions,
      say(
        { id: 'core.tools.validationAgent.tooManyAssumptions', defaultMessage: 'At most {max} assumptions' },
        { max: VALIDATION_LIMITS.assumptions },
      ),
    ),
    z.refine(
      (assumptions) => new Set(assumptions.map((assumption) => assumption.id)).size === assumptions.length,
      say({ id: 'core.tools.validationAgent.assumptionRepeated', defaultMessage: 'Each assumption must appear once' }),
    ),
  ),
});

export type ValidationBoardData = z.infer<typeof validationBoardDataSchema>;

/** The Validation Agent's saved documents: named boards. */
export const validationBoardDocuments = defineToolDocuments({
  toolId: 'validation-agent',
  messages: {
    notFound: () => say({ id: 'core.tools.validationAgent.boardNotFound', defaultMessage: 'Board not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.validationAgent.boardNameTaken', defaultMessage: 'You already have a board named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.validationAgent.tooManyBoards',
          defaultMessage: 'You can save up to {max} boards. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.validationAgent.boardChangedElsewhere',
        defaultMessage: 'This board was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.validationAgent.boardNameRequired', defaultMessage: 'Board name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.validationAgent.boardNameTooLong',
          defaultMessage: 'Board name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: validationBoardDataSchema,
  nameMaxLength: VALIDATION_LIMITS.boardName,
  maxPerUser: VALIDATION_LIMITS.boards,
  summarize: ({ assumptions }) => `${assumptions.length} ${assumptions.length === 1 ? 'assumption' : 'assumptions'}`,
});
