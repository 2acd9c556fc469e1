import { knownTimeZone } from '../../i18n/time-zone';
import { say } from '../../i18n/say';
import { defineToolDocuments } from '../tool-document-contracts';
import { z } from '../../zod';
import { currencySchema } from '../money';
import { amountSchema, INVESTOR_CRM_LIMITS, investorSchema } from './investor-record';

const L = INVESTOR_CRM_LIMITS;

/** An IANA time zone this runtime knows: next steps are reminded of on their day there. */
const timeZoneSchema = z
  .string()
  .check(
    z.refine(
      (value) => knownTimeZone(value) === value,
      say({ id: 'core.tools.investorCrm.invalidTimeZone', defaultMessage: 'Choose a time zone' }),
    ),
  );

/**
 * What a saved pipeline (one round) holds: its currency, target, the founder's time zone, and its investors in
 * the order the board shows them (within each stage, the list's order).
 */
export const pipelineDataSchema = z.object({
  currency: currencySchema,
  roundTarget: amountSchema,
  timeZone: timeZoneSchema,
  investors: z.array(investorSchema).check(
    z.maxLength(
      L.investors,
      say(
        { id: 'core.tools.investorCrm.tooManyInvestors', defaultMessage: 'At most {max} investors in a pipeline' },
        { max: L.investors },
      ),
    ),
    z.refine(
      (investors) => new Set(investors.map((investor) => investor.id)).size === investors.length,
      say({ id: 'core.tools.investorCrm.investorRepeated', defaultMessage: 'Each investor must appear once' }),
    ),
  ),
});

export type PipelineData = z.infer<typeof pipelineDataSchema>;

/** The Investor CRM's saved documents: a pipeline per round (ADR 0097). */
export const investorPipelineDocuments = defineToolDocuments({
  toolId: 'investor-crm',
  messages: {
    notFound: () => say({ id: 'core.tools.investorCrm.pipelineNotFound', defaultMessage: 'Pipeline not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.investorCrm.pipelineNameTaken', defaultMessage: 'You already have a pipeline named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.investorCrm.tooManyPipelines',
          defaultMessage: 'You can save up to {max} pipelines. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.investorCrm.pipelineChangedElsewhere',
        defaultMessage: 'This pipeline was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.investorCrm.pipelineNameRequired', defaultMessage: 'Pipeline name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.investorCrm.pipelineNameTooLong',
          defaultMessage: 'Pipeline name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: pipelineDataSchema,
  nameMaxLength: L.pipelineName,
  maxPerUser: L.pipelines,
  summarize: ({ investors }) => `${investors.length} ${investors.length === 1 ? 'investor' : 'investors'}`,
});
