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
  createdAt?: string | null;
};

/**
 * Adds the rows the books lack in one statement over arrays (never a statement per row): one with the same date,
 * amount and description already there, or earlier in `rows`, is skipped (ADR 0051). How many were added.
 */
export async function insertTransactions(tx: Tx, userId: string, rows: readonly TransactionRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [counted] = await rowsOf<{ added: number }>(
    tx,
    sql`
    with inserted as (
      insert into ${accountantTransactions} (user_id, date, description, amount_cents, category, created_at)
      select ${userId}, incoming.date, incoming.description, incoming.amount_cents, incoming.category, coalesce(incoming.created_at, now())
      from unnest(${sql.param(rows.map((row) => row.date))}::date[], ${sql.param(rows.map((row) => row.description))}::text[],
                  ${sql.param(rows.map((row) => toCents(row.amount)))}::bigint[], ${sql.param(rows.map((row) => row.category))}::text[],
                  ${sql.param(rows.map((row) => row.createdAt ?? null))}::timestamptz[])
        as incoming(date, description, amount_cents, category, created_at)
      on conflict (user_id, date, amount_cents, description) do nothing
      returning 1)
    select count(*)::int as added from inserted`,
  );
  return counted?.added ?? 0;
}
