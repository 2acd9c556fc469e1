import { when } from '../../account/export-fields';
import { instant, listOf } from '../../account/import-fields';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import {
  budgetsInputSchema,
  rulesInputSchema,
  settingsInputSchema,
  transactionInputSchema,
} from './accountant-contracts';
import { ACCOUNTANT_LIMITS } from './accountant-limits';
import { statementLayoutSchema } from './statement-import-contracts';

/*
 * The AI Accountant's part of the account file, `aiAccountant` (ADR 0051): its books. The import reads each
 * transaction as one added by hand (an empty category is given by the rules) with the bank reference an import gave
 * it, the rules and budget lines as their forms save them, the settings as the settings form, the bank layouts'
 * mappings as an import remembers them (ADR 0081).
 */

/** The books as the export writes them: currency and statement mapping, transactions (amounts, negative for an expense; an imported row's bank reference), rules in order, budgets, bank layouts. */
export const aiAccountantExportSchema = z.object({
  /** Null while the user has set none (the books are then in rupees, with no statement mapping kept). */
  settings: z.nullable(z.object({ currency: z.string(), mapping: z.unknown() })),
  transactions: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      amount: z.number(),
      category: z.string(),
      reference: z.optional(z.string()),
      createdAt: when,
    }),
  ),
  rules: z.array(z.object({ contains: z.string(), category: z.string() })),
  budgets: z.array(z.object({ category: z.string(), monthly: z.number() })),
  layouts: z.array(z.object({ header: z.array(z.string()), mapping: z.unknown() })),
});
export type AiAccountantExport = z.infer<typeof aiAccountantExportSchema>;

const importedTransaction = z.extend(transactionInputSchema, {
  reference: z.optional(z.string().check(z.maxLength(ACCOUNTANT_LIMITS.reference))),
  createdAt: z.optional(instant),
});
export type ImportedTransaction = z.output<typeof importedTransaction>;

/** The books' part of the file as the import reads it. */
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
  layouts: z._default(
    z
      .array(statementLayoutSchema)
      .check(
        z.maxLength(
          ACCOUNTANT_LIMITS.layouts,
          say(
            { id: 'core.account.tooManyLayouts', defaultMessage: 'At most {max} bank layouts' },
            { max: ACCOUNTANT_LIMITS.layouts },
          ),
        ),
      ),
    [],
  ),
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
