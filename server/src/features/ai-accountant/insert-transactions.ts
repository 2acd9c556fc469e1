import { toCents } from '@core/tools/ai-accountant/books';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/locks';
import { rowsOf } from '../../db/rows-of';
import { accountantTransactions } from './ai-accountant.tables';

/** A transaction to store: categorised, and with the time it was first added when it has one (an account file's). */
export type TransactionRow = {
  date: string;
  description: string;
  amount: number;
  category: string;
  reference?: string | null | undefined;
  createdAt?: string | null;
};

/**
 * Adds every row in one statement over arrays (never a statement per row). Rows alike in date, amount and description
 * are each a transaction (ADR 0081): which ones to leave out is decided before, by the founder or the account file's
 * count (core's alreadyImported). How many were added.
 */
export async function insertTransactions(tx: Tx, userId: string, rows: readonly TransactionRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [counted] = await rowsOf<{ added: number }>(
    tx,
    sql`
    with inserted as (
      insert into ${accountantTransactions} (user_id, date, description, amount_cents, category, reference, created_at)
      select ${userId}, incoming.date, incoming.description, incoming.amount_cents, incoming.category, incoming.reference,
             coalesce(incoming.created_at, now())
      from unnest(${sql.param(rows.map((row) => row.date))}::date[], ${sql.param(rows.map((row) => row.description))}::text[],
                  ${sql.param(rows.map((row) => toCents(row.amount)))}::bigint[], ${sql.param(rows.map((row) => row.category))}::text[],
                  ${sql.param(rows.map((row) => row.reference ?? null))}::text[],
                  ${sql.param(rows.map((row) => row.createdAt ?? null))}::timestamptz[])
        as incoming(date, description, amount_cents, category, reference, created_at)
      returning 1)
    select count(*)::int as added from inserted`,
  );
  return counted?.added ?? 0;
}

/** The user's rows alike (same date, amount and description) any of `rows`, with their references: one query over arrays. */
export async function booksAlike(
  tx: Pick<Tx, 'execute'>,
  userId: string,
  rows: readonly Pick<TransactionRow, 'date' | 'amount' | 'description'>[],
): Promise<{ date: string; amount: number; description: string; reference: string | null }[]> {
  if (rows.length === 0) return [];
  const found = await rowsOf<{ date: string; cents: string; description: string; reference: string | null }>(
    tx,
    sql`
    select to_char(date, 'YYYY-MM-DD') as date, amount_cents::text as cents, description, reference
    from ${accountantTransactions}
    where user_id = ${userId} and (date, amount_cents, description) in (
      select * from unnest(${sql.param(rows.map((row) => row.date))}::date[],
                           ${sql.param(rows.map((row) => toCents(row.amount)))}::bigint[],
                           ${sql.param(rows.map((row) => row.description))}::text[]))`,
  );
  return found.map(({ date, cents, description, reference }) => ({
    date,
    amount: Number(cents) / 100,
    description,
    reference,
  }));
}
