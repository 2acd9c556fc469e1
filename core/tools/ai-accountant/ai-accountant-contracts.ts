import { defineMessage } from '../../i18n/define-message';
import { z } from '../../zod';
import { defineToolContracts } from '../define-tool-contracts';
import { aiAccountantExportSchema, importedBooksSchema } from './ai-accountant-account-part';

/** The AI Accountant, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const aiAccountantContracts = defineToolContracts({
  id: 'ai-accountant',
  accountPart: {
    key: 'aiAccountant',
    export: aiAccountantExportSchema,
    // A file from before the books were in it (version 1) changes nothing of the books.
    import: z._default(importedBooksSchema, { transactions: [], rules: [], budgets: [], layouts: [] }),
    tallies: {
      transactions: defineMessage({
        id: 'account.importReport.transactions',
        defaultMessage: '{count, plural, one {{count} transaction} other {{count} transactions}}',
      }),
      rules: defineMessage({
        id: 'account.importReport.rules',
        defaultMessage: '{count, plural, one {{count} categorisation rule} other {{count} categorisation rules}}',
      }),
      budgets: defineMessage({
        id: 'account.importReport.budgets',
        defaultMessage: '{count, plural, one {{count} budget line} other {{count} budget lines}}',
      }),
    },
    lists: {
      transactions: {
        item: defineMessage({ id: 'account.importPlace.transaction', defaultMessage: 'transaction {number}' }),
        list: defineMessage({ id: 'account.importPlace.transactions', defaultMessage: 'transactions' }),
      },
      rules: {
        item: defineMessage({ id: 'account.importPlace.rule', defaultMessage: 'rule {number}' }),
        list: defineMessage({ id: 'account.importPlace.rules', defaultMessage: 'rules' }),
      },
      budgets: {
        item: defineMessage({ id: 'account.importPlace.budget', defaultMessage: 'budget line {number}' }),
        list: defineMessage({ id: 'account.importPlace.budgets', defaultMessage: 'budget lines' }),
      },
      layouts: {
        item: defineMessage({ id: 'account.importPlace.layout', defaultMessage: 'bank layout {number}' }),
        list: defineMessage({ id: 'account.importPlace.layouts', defaultMessage: 'bank layouts' }),
      },
      // A bank layout's header row: its columns' names, each said by its place.
      header: {
        item: defineMessage({ id: 'account.importPlace.headerColumn', defaultMessage: 'header column {number}' }),
        list: defineMessage({ id: 'account.importPlace.headerColumns', defaultMessage: 'header columns' }),
      },
    },
  },
});
