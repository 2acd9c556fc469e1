import { defineMessage } from '../../i18n/define-message';
import { z } from '../../zod';
import { defineToolContracts } from '../define-tool-contracts';
import { importedYourAiCaSchema, yourAiCaExportSchema } from './your-ai-ca-account-part';

/** Your AI CA, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const yourAiCaContracts = defineToolContracts({
  id: 'your-ai-ca',
  notificationKinds: [
    {
      // A filing due within its owner's reminder days: its name (and, a calendar filing, its rule: `ruleId`) and due date.
      kind: 'filing_due',
      sentence: defineMessage({ id: 'notifications.item.filingDue', defaultMessage: '“{subject}” is due soon' }),
      dated: defineMessage({ id: 'notifications.item.filingDueOn', defaultMessage: 'Due {date}' }),
    },
  ],
  accountPart: {
    key: 'yourAiCa',
    export: yourAiCaExportSchema,
    // A file from before the calendar was in it (version 1) changes nothing of the calendar.
    import: z._default(importedYourAiCaSchema, { profile: null, filings: [], payments: [] }),
    tallies: {
      filings: defineMessage({
        id: 'account.importReport.filings',
        defaultMessage: '{count, plural, one {{count} compliance filing} other {{count} compliance filings}}',
      }),
      payments: defineMessage({
        id: 'account.importReport.payments',
        defaultMessage: '{count, plural, one {{count} payment} other {{count} payments}}',
      }),
    },
    lists: {
      filings: {
        item: defineMessage({ id: 'account.importPlace.filing', defaultMessage: 'filing {number}' }),
        list: defineMessage({ id: 'account.importPlace.filings', defaultMessage: 'filings' }),
      },
      payments: {
        item: defineMessage({ id: 'account.importPlace.payment', defaultMessage: 'payment {number}' }),
        list: defineMessage({ id: 'account.importPlace.payments', defaultMessage: 'payments' }),
      },
    },
  },
});
