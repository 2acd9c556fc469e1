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
    import: z._default(importedBooksSchema, { transactions: [], rules: [], budgets: [] }),
    tallies: ['transactions', 'rules', 'budgets'],
  },
});
