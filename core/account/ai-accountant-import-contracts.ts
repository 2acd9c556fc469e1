import { say } from '../i18n/say';
import {
  budgetsInputSchema,
  rulesInputSchema,
  settingsInputSchema,
  transactionInputSchema,
} from '../tools/ai-accountant/accountant-contracts';
import { ACCOUNTANT_LIMITS } from '../tools/ai-accountant/accountant-limits';
import { z } from '../zod';
import { instant, listOf } from './import-fields';

/**
 * The AI Accountant's books in an import file (ADR 0051): each transaction read as one added by hand (an empty
 * category is given by the rules), the rules and budget lines as their forms save them, the settings as the settings form.
 */

const importedTransaction = z.extend(transactionInputSchema, { createdAt: z.optional(instant) });
export type ImportedTransaction = z.output<typeof importedTransaction>;

/** The books' part of the file; an older file has none (nothing of the books changes). */
export const importedBooksSchema = z.object({
  settings: z.optional(z.nullable(settingsInputSchema)),
  transactions: listOf(
    importedTransaction,
    ACCOUNTANT_LIMITS.transactions,
    say(
      { id: 'core.account.tooManyTransactions', defaultMessage: 'At most {max} transactions' },
      { max: ACCOUNTANT_LIMITS.transactions },
    ),
  ),
  rules: z._default(rulesInputSchema.shape.rules, []),
  budgets: z._default(budgetsInputSchema.shape.budgets, []),
});
export type ImportedBooks = z.output<typeof importedBooksSchema>;

/** The books would hold more transactions than they can once the file's are added (found in the import's transaction). */
export const BOOKS_FULL_MESSAGE = say(
  {
    id: 'core.account.booksFull',
    defaultMessage: 'With this file, your books would hold more than {max} transactions',
  },
  { max: ACCOUNTANT_LIMITS.transactions },
);
