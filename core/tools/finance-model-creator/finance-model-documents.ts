import { say } from '../../i18n/say';
import { defineToolDocuments, toolDocumentInputSchema } from '../tool-document-contracts';
import { FINANCE_LIMITS, financeModelSchema } from './finance-model';

/** The finance model's saved documents: named scenarios ('Base', 'Downside'), each a whole model, shareable read-only. */
export const financeModelDocuments = defineToolDocuments({
  toolId: 'finance-model-creator',
  messages: {
    notFound: () => say({ id: 'core.tools.financeModel.scenarioNotFound', defaultMessage: 'Scenario not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.financeModel.scenarioNameTaken', defaultMessage: 'You already have a scenario named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.financeModel.tooManyScenarios',
          defaultMessage: 'You can save up to {max} scenarios. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.financeModel.scenarioChangedElsewhere',
        defaultMessage: 'This scenario was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () =>
      say({ id: 'core.tools.financeModel.scenarioNameRequired', defaultMessage: 'Scenario name is required' }),
    nameTooLong: (max) =>
      say(
        {
          id: 'core.tools.financeModel.scenarioNameTooLong',
          defaultMessage: 'Scenario name must be at most {max} characters',
        },
        { max },
      ),
  },
  data: financeModelSchema,
  nameMaxLength: FINANCE_LIMITS.modelName,
  maxPerUser: FINANCE_LIMITS.models,
  summarize: ({ months, currency }) => `${months} months · ${currency}`,
});

/** A scenario as it is saved: its name and model. */
export const financeScenarioSchema = toolDocumentInputSchema(financeModelDocuments);
