import { say } from '@core/i18n/say';
import { ACCOUNTANT_LIMITS } from '@core/tools/ai-accountant/accountant-limits';
import type {
  NewTransaction,
  RulesApplied,
  TransactionChanges,
  TransactionInput,
} from '@core/tools/ai-accountant/accountant-contracts';
import { categoryOf, recategorised, toCents, type Transaction } from '@core/tools/ai-accountant/books';
import { count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser, type Tx } from '../../db/locks';
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

/**
 * How many of the user's transactions have the date, amount and description of `row` (`others`: conditions on them,
 * such as not being the one edited), and the 409 naming `description` when there are some and the founder has not
 * confirmed exactly that many (ADR 0084): a slip or a second click is told, a real repeat is kept once confirmed.
 */
async function checkRepeat(
  tx: Tx,
  userId: string,
  row: Pick<Transaction, 'date' | 'amount' | 'description'>,
  repeatOf: number | undefined,
  alreadyInBooks: (count: number) => string,
  ...others: SQL[]
) {
  const [alike] = await tx
    .select({ n: count() })
    .from(accountantTransactions)
    .where(ownedBy(accountantTransactions, userId, ...others, ...sameAs(row)));
  const n = alike?.n ?? 0;
  if (n === 0 || repeatOf === n) return;
  const message = alreadyInBooks(n);
  throw new AppError('CONFLICT', message, [{ path: 'description', message }]);
}

/**
 * One transaction added by hand. The same date, amount and description already in the books is a 409 (ADR 0051)
 * saying how many, unless the founder confirmed it is a repeat of that many (ADR 0084).
 */
export async function addTransaction(db: Db, userId: string, input: NewTransaction): Promise<Transaction> {
  const { repeatOf, ...fields } = input;
  const [row] = await categorised(db, userId, [fields]);
  const saved = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx
      .select({ n: count() })
      .from(accountantTransactions)
      .where(ownedBy(accountantTransactions, userId));
    if ((held?.n ?? 0) + 1 > ACCOUNTANT_LIMITS.transactions) throw tooMany();
    await checkRepeat(tx, userId, row!, repeatOf, (count) =>
      say(
        {
          id: 'server.aiAccountant.duplicate',
          defaultMessage:
            'This looks like a transaction already in your books: {count} with the same date, amount and description',
        },
        { count },
      ),
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
 * to those of others of the user's transactions is a 409 naming `description`, as an added one is, unless confirmed as
 * a repeat; a change that leaves them (a category) is never one, even for one of two real repeats (ADR 0081, 0084).
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  { repeatOf, ...changes }: TransactionChanges,
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
    if (keyChanged)
      await checkRepeat(
        tx,
        userId,
        next,
        repeatOf,
        (count) =>
          say(
            {
              id: 'server.aiAccountant.duplicateOfAnother',
              defaultMessage:
                'This looks like another transaction in your books: {count} with the same date, amount and description',
            },
            { count },
          ),
        ne(accountantTransactions.id, current.id),
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
