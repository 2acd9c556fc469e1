import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';

/** The Investor CRM, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const investorCrmContracts = defineToolContracts({
  id: 'investor-crm',
  notificationKinds: [
    {
      // An investor's next step dated today: the investor's name, and the step.
      kind: 'investor_next_step',
      sentence: defineMessage({
        id: 'notifications.item.investorNextStep',
        defaultMessage: 'Next step with {subject} is due today',
      }),
    },
  ],
});
