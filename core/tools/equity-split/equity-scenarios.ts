import { say } from '../../i18n/say';
import { defineToolDocuments, toolDocumentInputSchema } from '../tool-document-contracts';
import { EQUITY_LIMITS, founderSchema } from './equity-split';
import { vestingScheduleSchema } from './vesting';
import { z } from '../../zod';

/** A founder in a saved scenario: the sliders and their vesting schedule. */
const scenarioFounderSchema = z.extend(founderSchema, { vesting: vestingScheduleSchema });

/** What a saved scenario holds: its founders. */
export const equityScenarioDataSchema = z.object({
  founders: z.array(scenarioFounderSchema).check(
    z.minLength(1, say({ id: 'core.tools.equitySplit.noFounders', defaultMessage: 'Add at least one founder' })),
    z.maxLength(
      EQUITY_LIMITS.founders,
      say(
        { id: 'core.tools.equitySplit.tooManyFounders', defaultMessage: 'At most {max} founders' },
        { max: EQUITY_LIMITS.founders },
      ),
    ),
    z.refine(
      (founders) => new Set(founders.map((founder) => founder.id)).size === founders.length,
      say({ id: 'core.tools.equitySplit.founderRepeated', defaultMessage: 'Each founder must appear once' }),
    ),
  ),
});

export type EquityScenarioData = z.infer<typeof equityScenarioDataSchema>;

export type ScenarioFounder = z.infer<typeof scenarioFounderSchema>;

/** The equity calculator's saved documents: named scenarios of founders, each with a read-only link. */
export const equityScenarioDocuments = defineToolDocuments({
  toolId: 'equity-split',
  messages: {
    notFound: () => say({ id: 'core.tools.equitySplit.scenarioNotFound', defaultMessage: 'Scenario not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.equitySplit.scenarioNameTaken', defaultMessage: 'You already have a scenario named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.equitySplit.tooManyScenarios',
          defaultMessage: 'You can save up to {max} scenarios. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.equitySplit.scenarioChangedElsewhere',
        defaultMessage: 'This scenario was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.equitySplit.scenarioNameRequired', defaultMessage: 'Scenario name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.equitySplit.scenarioNameTooLong',
          defaultMessage: 'Scenario name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: equityScenarioDataSchema,
  nameMaxLength: EQUITY_LIMITS.scenarioName,
  maxPerUser: EQUITY_LIMITS.scenarios,
  summarize: ({ founders }) => `${founders.length} ${founders.length === 1 ? 'founder' : 'founders'}`,
});

/** A scenario as it is saved: its name and founders. */
export const equityScenarioSchema = toolDocumentInputSchema(equityScenarioDocuments);
