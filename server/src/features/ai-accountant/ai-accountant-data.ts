import { tallyOf, type Tally } from '@core/account/import-contracts';
import {
  BOOKS_FULL_MESSAGE,
  type AiAccountantExport,
  type ImportedBooks,
} from '@core/tools/ai-accountant/ai-accountant-account-part';
import { budgetsInputSchema, rulesInputSchema } from '@core/tools/ai-accountant/accountant-contracts';
import { ACCOUNTANT_LIMITS } from '@core/tools/ai-accountant/accountant-limits';
import { alreadyImported } from '@core/tools/ai-accountant/already-imported';
import { categoryOf, type Budget, type Rule } from '@core/tools/ai-accountant/books';
import { layoutKey } from '@core/tools/ai-accountant/statement-layout';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import {
  accountantBudgets,
  accountantLayouts,
  accountantRules,
  accountantSettings,
  accountantTransactions,
} from './ai-accountant.tables';
import { layoutsOf } from './books.service';
import { AppError } from '../../lib/errors';
import { defineToolData } from '../../tool-module/tool-data';
import { booksAlike, insertTransactions } from './insert-transactions';

/**
 * The AI Accountant's books in the account file (ADR 0051): read from its tables for the export, written back by the
 * import in the import's transaction — the tool's adapter of the account file (ADR 0061), `aiAccountantData`.
 */

/** The user's settings (null until they set any: the books' defaults), transactions (oldest first), rules in their order, budget lines and bank layouts, as the export writes them. */
export async function exportBooks(db: Db, userId: string): Promise<AiAccountantExport> {
  const [[settings], transactions, rules, budgets, layouts] = await Promise.all([
    db
      .select({ currency: accountantSettings.currency, mapping: accountantSettings.mapping })
      .from(accountantSettings)
      .where(ownedBy(accountantSettings, userId)),
    // Date, then when added; the same date and moment (one import) by description, amount, then reference and id (real repeats).
    db
      .select()
      .from(accountantTransactions)
      .where(ownedBy(accountantTransactions, userId))
      .orderBy(
        asc(accountantTransactions.date),
        asc(accountantTransactions.createdAt),
        asc(accountantTransactions.description),
        asc(accountantTransactions.amountCents),
        asc(accountantTransactions.reference),
        asc(accountantTransactions.id),
      ),
    db
      .select({ contains: accountantRules.contains, category: accountantRules.category })
      .from(accountantRules)
      .where(ownedBy(accountantRules, userId))
      .orderBy(asc(accountantRules.position)),
    db
      .select({ category: accountantBudgets.category, monthly: accountantBudgets.monthly })
      .from(accountantBudgets)
      .where(ownedBy(accountantBudgets, userId))
      .orderBy(asc(accountantBudgets.category)),
    layoutsOf(db, userId),
  ]);
  return {
    settings: settings ?? null,
    transactions: transactions.map(({ date, description, amountCents, category, reference, createdAt }) => ({
      date,
      description,
      amount: amountCents / 100,
      category,
      ...(reference ? { reference } : {}),
      createdAt: createdAt.toISOString(),
    })),
    rules,
    budgets,
    layouts,
  };
}

/** The list the books will hold, read by its form's own contract (past its cap: that form's message), else refused under `path`. */
function checkList(schema: typeof rulesInputSchema | typeof budgetsInputSchema, input: unknown, path: string) {
  const issues = schema.safeParse(input).error?.issues ?? [];
  if (issues.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      issues[0]!.message,
      issues.map(({ message }) => ({ path, message })),
    );
}

/** A rule the account has already: the same words (in any case, as rules match) for the same category. */
const ruleKey = ({ contains, category }: Rule) => `${contains.toLowerCase()}\n${category}`;

/** The file's rules the account lacks, after the account's own (theirs are matched first, as they were). */
async function addRules(tx: Tx, userId: string, rules: Rule[]): Promise<{ added: number; all: Rule[] }> {
  const kept = await tx
    .select({
      contains: accountantRules.contains,
      category: accountantRules.category,
      position: accountantRules.position,
    })
    .from(accountantRules)
    .where(ownedBy(accountantRules, userId))
    .orderBy(asc(accountantRules.position));
  const known = new Set(kept.map(ruleKey));
  const fresh: Rule[] = [];
  for (const rule of rules) {
    if (known.has(ruleKey(rule))) continue;
    known.add(ruleKey(rule));
    fresh.push(rule);
  }
  const all = [...kept.map(({ contains, category }) => ({ contains, category })), ...fresh];
  checkList(rulesInputSchema, { rules: all }, 'aiAccountant.rules');
  const next = Math.max(-1, ...kept.map((rule) => rule.position)) + 1;
  if (fresh.length)
    await tx.insert(accountantRules).values(fresh.map((rule, index) => ({ userId, position: next + index, ...rule })));
  return { added: fresh.length, all };
}

/** The file's budget lines for categories the account has no line for (in any case); the account's own lines stay. */
async function addBudgets(tx: Tx, userId: string, budgets: Budget[]): Promise<number> {
  const kept = await tx
    .select({ category: accountantBudgets.category, monthly: accountantBudgets.monthly })
    .from(accountantBudgets)
    .where(ownedBy(accountantBudgets, userId));
  const known = new Set(kept.map((budget) => budget.category.toLowerCase()));
  const fresh = budgets.filter((budget) => !known.has(budget.category.toLowerCase()));
  checkList(budgetsInputSchema, { budgets: [...kept, ...fresh] }, 'aiAccountant.budgets');
  if (fresh.length) await tx.insert(accountantBudgets).values(fresh.map((budget) => ({ userId, ...budget })));
  return fresh.length;
}

/**
 * Adds the file's transactions the books lack, in one statement over arrays as the books' own import does. Rows alike
 * in date, amount and description are counted as a statement's are (ADR 0081): the file's rows the account already
 * holds are left out, its real repeats added. A row without a category takes the first matching rule's (the rules
 * after this import), else Uncategorised.
 */
async function addTransactions(
  tx: Tx,
  userId: string,
  transactions: ImportedBooks['transactions'],
  rules: Rule[],
): Promise<number> {
  const held = new Set(alreadyImported(transactions, await booksAlike(tx, userId, transactions)));
  const kept = transactions.filter((_, index) => !held.has(index));
  if (kept.length === 0) return 0;
  const rows = kept.map((row) => ({ ...row, category: categoryOf(row, rules) }));
  const added = await insertTransactions(tx, userId, rows);
  const [total] = await tx
    .select({ n: count() })
    .from(accountantTransactions)
    .where(ownedBy(accountantTransactions, userId));
  if ((total?.n ?? 0) > ACCOUNTANT_LIMITS.transactions)
    throw new AppError('VALIDATION_FAILED', BOOKS_FULL_MESSAGE, [
      { path: 'aiAccountant.transactions', message: BOOKS_FULL_MESSAGE },
    ]);
  return added;
}

/** The file's bank layouts the account has no mapping for (by header row); the account's own stay. */
async function addLayouts(tx: Tx, userId: string, layouts: ImportedBooks['layouts']) {
  const fresh = layouts.map((layout) => ({ userId, headerKey: layoutKey(layout.header), ...layout }));
  if (fresh.length > 0) await tx.insert(accountantLayouts).values(fresh).onConflictDoNothing();
}

/**
 * Imports the books' part of a file in the import's transaction (the user locked): the settings when the account has
 * none of its own, then rules, budget lines, transactions and bank layouts the account lacks. A list past its cap
 * throws: nothing stays.
 */
export async function importBooks(
  tx: Tx,
  userId: string,
  { settings, rules, budgets, transactions, layouts }: ImportedBooks,
): Promise<{ transactions: Tally; rules: Tally; budgets: Tally }> {
  if (settings)
    await tx
      .insert(accountantSettings)
      .values({ userId, ...settings })
      .onConflictDoNothing();
  const addedRules = await addRules(tx, userId, rules);
  const addedBudgets = await addBudgets(tx, userId, budgets);
  const addedTransactions = await addTransactions(tx, userId, transactions, addedRules.all);
  await addLayouts(tx, userId, layouts);
  return {
    transactions: tallyOf(addedTransactions, transactions.length),
    rules: tallyOf(addedRules.added, rules.length),
    budgets: tallyOf(addedBudgets, budgets.length),
  };
}

/** The books' part of the account file, `aiAccountant`. */
export const aiAccountantData = defineToolData({
  part: 'aiAccountant',
  tables: [accountantSettings, accountantTransactions, accountantRules, accountantBudgets, accountantLayouts],
  export: exportBooks,
  import: importBooks,
});
