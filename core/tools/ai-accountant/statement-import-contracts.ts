import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { columnMappingSchema, transactionInputSchema } from './accountant-contracts';
import { ACCOUNTANT_LIMITS } from './accountant-limits';

/**
 * A bank statement's import (ADR 0051, 0081): first the rows that look already in the books, then the rows stored
 * — all but those the founder chose to skip — and the bank layout's mapping remembered, in one transaction.
 */

/** One row of a statement: a transaction, and the bank's reference and running balance when the statement has them. */
export const importRowSchema = z.extend(transactionInputSchema, {
  reference: z.optional(z.string().check(z.maxLength(ACCOUNTANT_LIMITS.reference))),
});
export type ImportRow = z.output<typeof importRowSchema>;

const importRows = z
  .array(importRowSchema)
  .check(
    z.minLength(1, say({ id: 'core.tools.aiAccountant.importEmpty', defaultMessage: 'There is nothing to import' })),
    z.maxLength(
      ACCOUNTANT_LIMITS.importRows,
      say(
        { id: 'core.tools.aiAccountant.importTooLarge', defaultMessage: 'Import at most {max} transactions at once' },
        { max: ACCOUNTANT_LIMITS.importRows },
      ),
    ),
  );

/** The rows to check against the books before anything is stored. */
export const importPreviewSchema = z.object({ transactions: importRows });
/** The indexes of the rows that look already imported, in order. */
export type ImportPreview = { alreadyImported: number[] };

/** A bank layout to remember: the statement's header row and the mapping the founder imported it with. */
export const statementLayoutSchema = z.object({
  header: z.array(trimmedText(200)).check(z.minLength(1), z.maxLength(ACCOUNTANT_LIMITS.layoutColumns)),
  mapping: columnMappingSchema,
});

const skipMessage = say({
  id: 'core.tools.aiAccountant.skipInvalid',
  defaultMessage: 'Each row to skip must be a row of this import, once',
});

/** The rows, the indexes of those the founder chose to skip (rows that looked already imported), and the layout. */
export const importInputSchema = z
  .object({
    transactions: importRows,
    skip: z._default(z.array(z.number(skipMessage).check(z.int(skipMessage), z.gte(0, skipMessage))), []),
    layout: z.optional(statementLayoutSchema),
  })
  .check(
    z.refine(({ transactions, skip }) => skip.every((index) => index < transactions.length), {
      message: skipMessage,
      path: ['skip'],
    }),
    z.refine(({ skip }) => new Set(skip).size === skip.length, { message: skipMessage, path: ['skip'] }),
  );
export type ImportInput = z.output<typeof importInputSchema>;

/**
 * What an import did: the rows stored; of the rows that looked already imported, how many, and how many were stored
 * anyway (kept); how many rows the founder skipped.
 */
export type ImportResult = { imported: number; recognised: number; kept: number; skipped: number };
