import { ACCOUNTANT_LIMITS } from '@core/tools/ai-accountant/accountant-limits';
import type { BooksView, StatementLayout } from '@core/tools/ai-accountant/accountant-contracts';
import {
  budgetLines,
  entriesOfSums,
  monthlyFigures,
  totalsOf,
  type Budget,
  type MonthCategorySums,
  type Rule,
  type Transaction,
} from '@core/tools/ai-accountant/books';
import type { DateRange } from '@core/tools/ai-accountant/periods';
import type { ColumnMapping } from '@core/tools/ai-accountant/statement-import';
import { isCurrency, type Currency } from '@core/tools/money';
import { asc, between, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { rowsOf } from '../../db/rows-of';
import {
  accountantBudgets,
  accountantLayouts,
  accountantRules,
  accountantSettings,
  accountantTransactions,
} from './ai-accountant.tables';

/**
 * The AI Accountant's books (ADR 0051): every read and write is of the signed-in user's own rows, found by their
 * user id (nothing of anyone else's is ever read, so another user's id is a 404 in transactions.service).
 */

const DEFAULT_CURRENCY: Currency = 'INR';

/** A stored transaction as the API gives it: its amount back from cents. */
export const toTransaction = (row: typeof accountantTransactions.$inferSelect): Transaction => ({
  id: row.id,
  date: row.date,
  description: row.description,
  amount: row.amountCents / 100,
  category: row.category,
});

const inRange = (userId: string, { from, to }: DateRange) =>
  ownedBy(accountantTransactions, userId, between(accountantTransactions.date, from, to));

/** The user's transactions in the range, oldest first. */
export async function transactionsIn(db: Db, userId: string, range: DateRange): Promise<Transaction[]> {
  const rows = await db
    .select()
    .from(accountantTransactions)
    .where(inRange(userId, range))
    .orderBy(asc(accountantTransactions.date), asc(accountantTransactions.createdAt), asc(accountantTransactions.id));
  return rows.map(toTransaction);
}

/** The newest transactions of the range, newest first. */
async function recentIn(db: Db, userId: string, range: DateRange): Promise<Transaction[]> {
  const rows = await db
    .select()
    .from(accountantTransactions)
    .where(inRange(userId, range))
    .orderBy(desc(accountantTransactions.date), desc(accountantTransactions.createdAt), desc(accountantTransactions.id))
    .limit(ACCOUNTANT_LIMITS.recent);
  return rows.map(toTransaction);
}

/** The range's amounts summed by month and category in the database (a year's thousands of rows never leave it), and how many. */
async function sumsIn(db: Db, userId: string, range: DateRange): Promise<(MonthCategorySums & { count: number })[]> {
  const { amountCents, category, date } = accountantTransactions;
  const month = sql<string>`to_char(${date}, 'YYYY-MM')`;
  return db
    .select({
      month,
      category,
      revenueCents: sql`coalesce(sum(${amountCents}) filter (where ${amountCents} > 0), 0)`.mapWith(Number),
      expensesCents: sql`coalesce(-sum(${amountCents}) filter (where ${amountCents} < 0), 0)`.mapWith(Number),
      count: sql`count(*)`.mapWith(Number),
    })
    .from(accountantTransactions)
    .where(inRange(userId, range))
    .groupBy(month, category);
}

export async function rulesOf(db: Db, userId: string): Promise<Rule[]> {
  return db
    .select({ contains: accountantRules.contains, category: accountantRules.category })
    .from(accountantRules)
    .where(ownedBy(accountantRules, userId))
    .orderBy(asc(accountantRules.position));
}

async function budgetsOf(db: Db, userId: string): Promise<Budget[]> {
  return db
    .select({ category: accountantBudgets.category, monthly: accountantBudgets.monthly })
    .from(accountantBudgets)
    .where(ownedBy(accountantBudgets, userId))
    .orderBy(asc(accountantBudgets.category));
}

async function settingsOf(db: Db, userId: string): Promise<{ currency: Currency; mapping: ColumnMapping | null }> {
  const [row] = await db.select().from(accountantSettings).where(ownedBy(accountantSettings, userId));
  return { currency: row && isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY, mapping: row?.mapping ?? null };
}

/** The bank layouts whose mapping is remembered, the most recently used first. */
export async function layoutsOf(db: Pick<Db, 'select'>, userId: string): Promise<StatementLayout[]> {
  return db
    .select({ header: accountantLayouts.header, mapping: accountantLayouts.mapping })
    .from(accountantLayouts)
    .where(ownedBy(accountantLayouts, userId))
    .orderBy(desc(accountantLayouts.updatedAt), asc(accountantLayouts.headerKey));
}

async function categoriesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ category: string }>(
    db,
    sql`
    select category from ${accountantTransactions} where user_id = ${userId}
    union select category from ${accountantRules} where user_id = ${userId}
    union select category from ${accountantBudgets} where user_id = ${userId}
    order by category limit 500`,
  );
  return rows.map((row) => row.category);
}

/** The books over a period: the settings, rules and budgets, and what core works out from the period's sums; its newest transactions. */
export async function getBooks(db: Db, userId: string, range: DateRange): Promise<BooksView> {
  const [settings, layouts, rules, budgets, categories, sums, recent] = await Promise.all([
    settingsOf(db, userId),
    layoutsOf(db, userId),
    rulesOf(db, userId),
    budgetsOf(db, userId),
    categoriesOf(db, userId),
    sumsIn(db, userId, range),
    recentIn(db, userId, range),
  ]);
  const entries = entriesOfSums(sums);
  return {
    ...settings,
    layouts,
    rules,
    budgets,
    categories,
    totals: totalsOf(entries),
    monthly: monthlyFigures(entries, range),
    budgetLines: budgetLines(budgets, entries, range),
    recent,
    count: sums.reduce((total, sum) => total + sum.count, 0),
  };
}

/** Keeps the books' currency and the statement's column mapping. */
export async function saveSettings(
  db: Db,
  userId: string,
  settings: { currency: Currency; mapping: ColumnMapping | null },
) {
  await db
    .insert(accountantSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: accountantSettings.userId, set: settings });
  return settingsOf(db, userId);
}

/** Replaces the user's rules with these, in this order. */
export async function saveRules(db: Db, userId: string, rules: Rule[]): Promise<Rule[]> {
  await db.transaction(async (tx) => {
    await tx.delete(accountantRules).where(ownedBy(accountantRules, userId));
    if (rules.length > 0)
      await tx.insert(accountantRules).values(rules.map((rule, position) => ({ userId, position, ...rule })));
  });
  return rulesOf(db, userId);
}

/** Replaces the user's budget lines with these. */
export async function saveBudgets(db: Db, userId: string, budgets: Budget[]): Promise<Budget[]> {
  await db.transaction(async (tx) => {
    await tx.delete(accountantBudgets).where(ownedBy(accountantBudgets, userId));
    if (budgets.length > 0) await tx.insert(accountantBudgets).values(budgets.map((budget) => ({ userId, ...budget })));
  });
  return budgetsOf(db, userId);
}
