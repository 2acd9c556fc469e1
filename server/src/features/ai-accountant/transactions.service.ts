import { say } from '@core/i18n/say';
import { ACCOUNTANT_LIMITS } from '@core/tools/ai-accountant/accountant-limits';
import type {
  RulesApplied,
  TransactionChanges,
  TransactionInput,
} from '@core/tools/ai-accountant/accountant-contracts';
import { categoryOf, recategorised, toCents, type Transaction } from '@core/tools/ai-accountant/books';
import { count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { accountantTransactions } from './ai-accountant.tables';
import { AppError } from '../../lib/errors';
import { found, itemId } from '../../lib/not-found';
import { rulesOf, toTransaction } from './books.service';

const tooMany = () =>
  new AppError(
    'VALIDATION_FAILED',
    say(
      { id: 'server.aiAccountant.tooManyTransactions', defaultMessage: 'Your books can hold up to {max} transactions' },
      { max: ACCOUNTANT_LIMITS.transactions },
    ),
  );

/** The transactions with their categories (categoryOf). */
async function categorised(db: Db, userId: string, inputs: readonly TransactionInput[]) {
  const rules = await rulesOf(db, userId);
  return inputs.map((input) => ({ ...input, category: categoryOf(input, rules) }));
}

/** The conditions of a transaction with the same date, amount and description. */
const sameAs = ({ date, amount, description }: Pick<Transaction, 'date' | 'amount' | 'description'>) => [
  eq(accountantTransactions.date, date),
  eq(accountantTransactions.amountCents, toCents(amount)),
  eq(accountantTransactions.description, description),
];

/** The 409 of a transaction already in the books, said by its description field. */
const alreadyInBooks = (message: string) => new AppError('CONFLICT', message, [{ path: 'description', message }]);

/**
 * One transaction added by hand; the same date, amount and description already in the books is a 409 (ADR 0051): a
 * founder typing a row twice is told, where a statement's repeats are its own real rows (ADR 0081).
 */
export async function addTransaction(db: Db, userId: string, input: TransactionInput): Promise<Transaction> {
  const [row] = await categorised(db, userId, [input]);
  const saved = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx
      .select({ n: count() })
      .from(accountantTransactions)
      .where(ownedBy(accountantTransactions, userId));
    if ((held?.n ?? 0) + 1 > ACCOUNTANT_LIMITS.transactions) throw tooMany();
    const [same] = await tx
      .select({ id: accountantTransactions.id })
      .from(accountantTransactions)
      .where(ownedBy(accountantTransactions, userId, ...sameAs(row!)))
      .limit(1);
    if (same)
      throw alreadyInBooks(
        say({
          id: 'server.aiAccountant.duplicate',
          defaultMessage: 'This transaction is already in your books (same date, amount and description)',
        }),
      );
    const [added] = await tx
      .insert(accountantTransactions)
      .values({
        userId,
        date: row!.date,
        description: row!.description,
        amountCents: toCents(row!.amount),
        category: row!.category,
      })
      .returning();
    return added!;
  });
  return toTransaction(saved);
}

/**
 * Changes one of the user's transactions (another user's, or none, is a 404). Its date, amount or description changed
 * to those of another of the user's transactions is a 409 naming `description`, as an added one is; a change that
 * leaves them (a category) is never one, even for one of two real repeats a statement brought (ADR 0081).
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  changes: TransactionChanges,
): Promise<Transaction> {
  const rules = changes.category === '' ? await rulesOf(db, userId) : [];
  const mine = ownedBy(accountantTransactions, userId, eq(accountantTransactions.id, itemId(id, 'Transaction')));
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = toTransaction(
      found((await tx.select().from(accountantTransactions).where(mine))[0], 'Transaction'),
    );
    const merged = { ...current, ...changes };
    const next = { ...merged, category: categoryOf(merged, rules) };
    const keyChanged =
      next.date !== current.date ||
      toCents(next.amount) !== toCents(current.amount) ||
      next.description !== current.description;
    const [other] = keyChanged
      ? await tx
          .select({ id: accountantTransactions.id })
          .from(accountantTransactions)
          .where(ownedBy(accountantTransactions, userId, ne(accountantTransactions.id, current.id), ...sameAs(next)))
          .limit(1)
      : [];
    if (other)
      throw alreadyInBooks(
        say({
          id: 'server.aiAccountant.duplicateOfAnother',
          defaultMessage: 'Another transaction in your books has the same date, amount and description',
        }),
      );
    const [saved] = await tx
      .update(accountantTransactions)
      .set({
        date: next.date,
        description: next.description,
        amountCents: toCents(next.amount),
        category: next.category,
      })
      .where(mine)
      .returning();
    return toTransaction(saved!);
  });
}

/** Deletes one of the user's transactions; another user's, or none, is a 404. */
export async function deleteTransaction(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(accountantTransactions)
    .where(ownedBy(accountantTransactions, userId, eq(accountantTransactions.id, itemId(id, 'Transaction'))))
    .returning({ id: accountantTransactions.id });
  found(deleted[0], 'Transaction');
}

/** Applies the rules to every transaction in the books now (core decides; one update statement writes the changes). */
export async function applyRules(db: Db, userId: string): Promise<RulesApplied> {
  const rules = await rulesOf(db, userId);
  const rows = await db
    .select({
      id: accountantTransactions.id,
      description: accountantTransactions.description,
      category: accountantTransactions.category,
    })
    .from(accountantTransactions)
    .where(ownedBy(accountantTransactions, userId));
  const changes = recategorised(rows, rules);
  if (changes.length > 0) {
    await db.execute(sql`
      update ${accountantTransactions} set category = change.category
      from unnest(${sql.param(changes.map((change) => change.id))}::uuid[], ${sql.param(changes.map((change) => change.category))}::text[]) as change(id, category)
      where ${accountantTransactions.id} = change.id and ${accountantTransactions.userId} = ${userId}`);
  }
  return { changed: changes.length };
}
