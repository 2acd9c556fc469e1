import { say } from '../../i18n/say';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { currencySchema } from '../money';
import { companySchema, ESOP_LIMITS, grantSchema, planFounderSchema, roundSchema } from './esop-plan';

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

/** What a saved plan holds: its currency, the company and its pool, the grants, the next round and (optionally) the founders' split. */
export const esopPlanDataSchema = z.object({
  currency: currencySchema,
  company: companySchema,
  grants: z
    .array(grantSchema)
    .check(
      z.maxLength(
        ESOP_LIMITS.grants,
        say(
          { id: 'core.tools.esopPlanner.tooManyGrants', defaultMessage: 'At most {max} grants' },
          { max: ESOP_LIMITS.grants },
        ),
      ),
      z.refine(
        uniqueIds,
        say({ id: 'core.tools.esopPlanner.grantRepeated', defaultMessage: 'Each grant must appear once' }),
      ),
    ),
  round: roundSchema,
  founders: z.array(planFounderSchema).check(
    z.maxLength(
      ESOP_LIMITS.founders,
      say(
        { id: 'core.tools.esopPlanner.tooManyFounders', defaultMessage: 'At most {max} founders' },
        { max: ESOP_LIMITS.founders },
      ),
    ),
    z.refine(
      uniqueIds,
      say({ id: 'core.tools.esopPlanner.founderRepeated', defaultMessage: 'Each founder must appear once' }),
    ),
    z.refine(
      (founders) =>
        founders.length === 0 || Math.abs(founders.reduce((sum, founder) => sum + founder.percent, 0) - 100) < 1e-6,
      say({
        id: 'core.tools.esopPlanner.foundersNotWhole',
        defaultMessage: 'The percentages of the founders must add up to 100',
      }),
    ),
  ),
});

export type EsopPlanData = z.infer<typeof esopPlanDataSchema>;

/** The ESOP planner's saved documents: named plans. */
export const esopPlanDocuments = defineToolDocuments({
  toolId: 'esop-planner',
  messages: {
    notFound: () => say({ id: 'core.tools.esopPlanner.planNotFound', defaultMessage: 'Plan not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.esopPlanner.planNameTaken', defaultMessage: 'You already have a plan named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.esopPlanner.tooManyPlans',
          defaultMessage: 'You can save up to {max} plans. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.esopPlanner.planChangedElsewhere',
        defaultMessage: 'This plan was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () => say({ id: 'core.tools.esopPlanner.planNameRequired', defaultMessage: 'Plan name is required' }),
    nameTooLong: (max) =>
      say(
        { id: 'core.tools.esopPlanner.planNameTooLong', defaultMessage: 'Plan name must be at most {max} characters' },
        { max },
      ),
  },
  data: esopPlanDataSchema,
  nameMaxLength: ESOP_LIMITS.planName,
  maxPerUser: ESOP_LIMITS.plans,
  summarize: ({ grants }) => `${grants.length} ${grants.length === 1 ? 'grant' : 'grants'}`,
});
