import { UNCATEGORISED } from './accountant-limits';
import { monthsOf, type DateRange } from './periods';

/**
 * What the AI Accountant works out from a founder's transactions (ADR 0051): totals, the months' revenue and
 * expenses, budget lines, and categorisation rules. Amounts are in the books' currency with at most 2 decimals;
 * they are added up in cents, so 0.1 + 0.2 is 0.3.
 */

/** A transaction: `amount` is negative for an expense, positive for revenue. */
export type Transaction = { id: string; date: string; description: string; amount: number; category: string };
export type Rule = { contains: string; category: string };
export type Budget = { category: string; monthly: number };

export const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

export type Totals = { revenue: number; expenses: number; netProfit: number };

/** Revenue is the sum of the positive amounts, expenses the sum of the negative ones as a positive number. */
export function totalsOf(transactions: readonly Pick<Transaction, 'amount'>[]): Totals {
  let revenue = 0;
  let expenses = 0;
  for (const { amount } of transactions) {
    const cents = toCents(amount);
    if (cents >= 0) revenue += cents;
    else expenses -= cents;
  }
  return { revenue: fromCents(revenue), expenses: fromCents(expenses), netProfit: fromCents(revenue - expenses) };
}

export type MonthFigures = { month: string; revenue: number; expenses: number };

/** Each month the range touches ('YYYY-MM'), with its revenue and expenses (months without any show 0). */
export function monthlyFigures(
  transactions: readonly Pick<Transaction, 'date' | 'amount'>[],
  range: DateRange,
): MonthFigures[] {
  const byMonth = new Map(monthsOf(range).map((month) => [month, [] as Pick<Transaction, 'amount'>[]]));
  for (const transaction of transactions) byMonth.get(transaction.date.slice(0, 7))?.push(transaction);
  return [...byMonth].map(([month, rows]) => {
    const { revenue, expenses } = totalsOf(rows);
    return { month, revenue, expenses };
  });
}

export type BudgetLine = { category: string; allocated: number; spent: number; percentage: number };

/**
 * A budget line per budgeted category over the range: allocated is the monthly amount times the months the range
 * touches; spent is the category's expenses in the range (revenue in it does not lower it); the percentage is
 * spent of allocated, rounded to a whole percent.
 */
export function budgetLines(
  budgets: readonly Budget[],
  transactions: readonly Pick<Transaction, 'amount' | 'category'>[],
  range: DateRange,
): BudgetLine[] {
  const months = monthsOf(range).length;
  const spentCents = new Map<string, number>();
  for (const { amount, category } of transactions) {
    const cents = toCents(amount);
    if (cents < 0) spentCents.set(category, (spentCents.get(category) ?? 0) - cents);
  }
  return budgets.map(({ category, monthly }) => {
    const allocatedCents = toCents(monthly) * months;
    const spent = spentCents.get(category) ?? 0;
    return {
      category,
      allocated: fromCents(allocatedCents),
      spent: fromCents(spent),
      percentage: allocatedCents > 0 ? Math.round((spent / allocatedCents) * 100) : 0,
    };
  });
}

/** A period's amounts summed by month ('YYYY-MM') and category, as the database gives them: revenue and expenses in cents. */
export type MonthCategorySums = { month: string; category: string; revenueCents: number; expensesCents: number };

/**
 * Sums by month and category as two entries each, on the month's first day: their revenue, and their expenses as a
 * negative amount. totalsOf, monthlyFigures and budgetLines add these up exactly as they would the transactions
 * summed, since each of them adds revenue and expenses apart, by month or by category.
 */
export function entriesOfSums(sums: readonly MonthCategorySums[]): Pick<Transaction, 'date' | 'amount' | 'category'>[] {
  return sums.flatMap(({ month, category, revenueCents, expensesCents }) => [
    { date: `${month}-01`, amount: fromCents(revenueCents), category },
    { date: `${month}-01`, amount: -fromCents(expensesCents), category },
  ]);
}

export type BudgetBarColour = 'red' | 'yellow' | 'green';

/** The spec's bar colour: red above 90 % spent, yellow above 75 %, otherwise green (75 is green, 90 yellow). */
export function budgetBarColour(percent: number): BudgetBarColour {
  if (percent > 90) return 'red';
  if (percent > 75) return 'yellow';
  return 'green';
}

/** The bar's width in percent: the share spent, kept between 0 and 100. */
export function budgetBarWidth(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The category of the first rule whose words the description contains (any case), or undefined. */
export function categoryByRules(description: string, rules: readonly Rule[]): string | undefined {
  const text = description.toLocaleLowerCase('en');
  return rules.find((rule) => text.includes(rule.contains.toLocaleLowerCase('en')))?.category;
}

/** A transaction's category: the one given, else the first matching rule's, else Uncategorised. */
export const categoryOf = (
  { category, description }: { category?: string | null; description: string },
  rules: readonly Rule[],
): string => category || categoryByRules(description, rules) || UNCATEGORISED;

/** The transactions whose category the rules change, with their new category (the rest stay as they are). */
export function recategorised(
  transactions: readonly Pick<Transaction, 'id' | 'description' | 'category'>[],
  rules: readonly Rule[],
) {
  const changes: { id: string; category: string }[] = [];
  for (const { id, description, category } of transactions) {
    const ruled = categoryByRules(description, rules);
    if (ruled !== undefined && ruled !== category) changes.push({ id, category: ruled });
  }
  return changes;
}
