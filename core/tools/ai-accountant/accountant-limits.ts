/** The AI Accountant's limits: lengths, the largest amount, and how much one import or one user's books may hold. */
export const ACCOUNTANT_LIMITS = {
  description: 200,
  /** A row's bank reference and running balance, as statement-import.ts writes them. */
  reference: 240,
  category: 60,
  ruleWords: 60,
  rules: 100,
  budgets: 100,
  /** The largest amount of one transaction (a hundred billion in the books' currency). */
  amount: 100_000_000_000,
  /** Transactions one import may bring. */
  importRows: 20_000,
  /** Bank layouts (header rows) whose column mapping is remembered, the most recently used kept. */
  layouts: 50,
  /** Columns of a statement's header row a remembered layout may have. */
  layoutColumns: 100,
  /** Transactions one user's books may hold. */
  transactions: 200_000,
  /** The newest transactions of the period the page lists. */
  recent: 20,
  /** The longest custom period, in days (a little over ten years). */
  periodDays: 3700,
} as const;

/** A transaction whose category nobody chose and no rule gave. */
export const UNCATEGORISED = 'Uncategorised';
