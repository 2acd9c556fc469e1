import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';

/** The Personal CRM, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const personalCrmContracts = defineToolContracts({
  id: 'personal-crm',
  notificationKinds: [
    {
      // A contact whose 'keep in touch every N days' comes round today: the contact's name.
      kind: 'contact_reconnect',
      sentence: defineMessage({
        id: 'notifications.item.contactReconnect',
        defaultMessage: 'Time to reconnect with {subject}',
      }),
    },
  ],
});
