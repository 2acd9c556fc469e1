/** Rules of the AI Accountant sample page: budget bar colour and width, and the transaction totals. */

export type BudgetBarColour = 'red' | 'yellow' | 'green';

/** Red above 90 % spent, yellow above 75 %, otherwise green (so exactly 75 is green and exactly 90 yellow). */
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

export type TransactionTotals = { revenue: number; expenses: number; netProfit: number };

/** Revenue is the sum of the positive amounts, expenses the sum of the negative ones as a positive number. */
export function totalTransactions(transactions: readonly { amount: number }[]): TransactionTotals {
  let revenue = 0;
  let expenses = 0;
  for (const { amount } of transactions) {
    if (amount >= 0) revenue += amount;
    else expenses -= amount;
  }
  return { revenue, expenses, netProfit: revenue - expenses };
}
