import { say } from '@core/i18n/say';
import { alreadyImported } from '@core/tools/ai-accountant/already-imported';
import { ACCOUNTANT_LIMITS } from '@core/tools/ai-accountant/accountant-limits';
import { categoryOf } from '@core/tools/ai-accountant/books';
import type {
  ImportInput,
  ImportPreview,
  ImportResult,
  ImportRow,
} from '@core/tools/ai-accountant/statement-import-contracts';
import { layoutKey } from '@core/tools/ai-accountant/statement-layout';
import { count, desc, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser, type Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { accountantLayouts, accountantTransactions } from './ai-accountant.tables';
import { rulesOf } from './books.service';
import { booksAlike, insertTransactions } from './insert-transactions';

/**
 * A bank statement's import (ADR 0081): the rows that look already in the books are found first and shown; then every
 * row is stored but those the founder chose to skip, and the layout's mapping is remembered — all in one transaction,
 * so a refusal stores nothing.
 */

/** The indexes of the rows that look already imported (core's count of rows alike, references first). */
export async function previewImport(db: Db, userId: string, rows: ImportRow[]): Promise<ImportPreview> {
  return { alreadyImported: alreadyImported(rows, await booksAlike(db, userId, rows)) };
}

const booksFull = () => {
  const message = say(
    { id: 'server.aiAccountant.tooManyTransactions', defaultMessage: 'Your books can hold up to {max} transactions' },
    { max: ACCOUNTANT_LIMITS.transactions },
  );
  return new AppError('VALIDATION_FAILED', message, [{ path: 'transactions', message }]);
};

/** Keeps the layout's mapping for its next statement; the most recently used layouts are kept, up to the limit. */
async function rememberLayout(tx: Tx, userId: string, layout: NonNullable<ImportInput['layout']>) {
  const headerKey = layoutKey(layout.header);
  await tx
    .insert(accountantLayouts)
    .values({ userId, headerKey, header: layout.header, mapping: layout.mapping })
    .onConflictDoUpdate({
      target: [accountantLayouts.userId, accountantLayouts.headerKey],
      set: { header: layout.header, mapping: layout.mapping, updatedAt: sql`now()` },
    });
  const kept = tx
    .select({ key: accountantLayouts.headerKey })
    .from(accountantLayouts)
    .where(ownedBy(accountantLayouts, userId))
    .orderBy(desc(accountantLayouts.updatedAt))
    .limit(ACCOUNTANT_LIMITS.layouts);
  await tx
    .delete(accountantLayouts)
    .where(ownedBy(accountantLayouts, userId, notInArray(accountantLayouts.headerKey, kept)));
}

/**
 * Stores the statement's rows but those at the indexes in `skip` (the founder saw them as already imported and chose
 * to skip them), categorised by the rules; says how many looked already imported and how many of those were kept.
 */
export async function importStatement(db: Db, userId: string, input: ImportInput): Promise<ImportResult> {
  const rules = await rulesOf(db, userId);
  const skip = new Set(input.skip);
  const rows = input.transactions
    .filter((_, index) => !skip.has(index))
    .map((row) => ({ ...row, category: categoryOf(row, rules) }));
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const recognised = alreadyImported(input.transactions, await booksAlike(tx, userId, input.transactions));
    const [held] = await tx
      .select({ n: count() })
      .from(accountantTransactions)
      .where(ownedBy(accountantTransactions, userId));
    if ((held?.n ?? 0) + rows.length > ACCOUNTANT_LIMITS.transactions) throw booksFull();
    const imported = await insertTransactions(tx, userId, rows);
    if (input.layout) await rememberLayout(tx, userId, input.layout);
    return {
      imported,
      recognised: recognised.length,
      kept: recognised.filter((index) => !skip.has(index)).length,
      skipped: skip.size,
    };
  });
}
