import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { currencySchema, type Currency } from '../money';
import { z } from '../../zod';
import { ACCOUNTANT_LIMITS } from './accountant-limits';
import type { Budget, BudgetLine, MonthFigures, Rule, Totals, Transaction } from './books';
import { isRealDate, periodRange, type DateRange, type Period } from './periods';
import { DATE_FORMATS, type ColumnMapping } from './statement-import';

/** The AI Accountant's API contracts (ADR 0051): what each route takes, and what the page reads back. */

const dateSchema = z
  .string()
  .check(
    z.refine(
      isRealDate,
      say({ id: 'core.tools.aiAccountant.dateInvalid', defaultMessage: 'Enter a real date as YYYY-MM-DD' }),
    ),
  );

const descriptionSchema = trimmedText(ACCOUNTANT_LIMITS.description, {
  required: say({ id: 'core.tools.aiAccountant.descriptionRequired', defaultMessage: 'Description is required' }),
  tooLong: say(
    {
      id: 'core.tools.aiAccountant.descriptionTooLong',
      defaultMessage: 'Description must be at most {max} characters',
    },
    { max: ACCOUNTANT_LIMITS.description },
  ),
});

const categorySchema = trimmedText(ACCOUNTANT_LIMITS.category, {
  required: say({ id: 'core.tools.aiAccountant.categoryRequired', defaultMessage: 'Category is required' }),
  tooLong: say(
    { id: 'core.tools.aiAccountant.categoryTooLong', defaultMessage: 'Category must be at most {max} characters' },
    { max: ACCOUNTANT_LIMITS.category },
  ),
});

const amountMessage = say({
  id: 'core.tools.aiAccountant.amountInvalid',
  defaultMessage: 'Enter an amount other than 0, with at most 2 decimals (negative for an expense)',
});
const amountSchema = z
  .number(amountMessage)
  .check(
    z.refine(
      (amount) =>
        Number.isFinite(amount) &&
        amount !== 0 &&
        Math.abs(amount) <= ACCOUNTANT_LIMITS.amount &&
        Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6,
      amountMessage,
    ),
  );

/** A transaction added by hand, or one row of an import. An empty category is given by the rules, else 'Uncategorised'. */
export const transactionInputSchema = z.object({
  date: dateSchema,
  description: descriptionSchema,
  amount: amountSchema,
  category: z.optional(
    trimmedText(ACCOUNTANT_LIMITS.category, {
      tooLong: say(
        { id: 'core.tools.aiAccountant.categoryTooLong', defaultMessage: 'Category must be at most {max} characters' },
        { max: ACCOUNTANT_LIMITS.category },
      ),
    }),
  ),
});
export type TransactionInput = z.output<typeof transactionInputSchema>;

const repeatMessage = say({
  id: 'core.tools.aiAccountant.repeatOfInvalid',
  defaultMessage: 'The repeats confirmed must be a whole number above 0',
});
/**
 * A transaction the founder keeps though the books hold others with its date, amount and description (ADR 0084): how
 * many the 409 said they hold. Another count (the books changed, or the same request came twice) is a 409 again.
 */
const repeatOfSchema = z.optional(z.number(repeatMessage).check(z.int(repeatMessage), z.gte(1, repeatMessage)));

/** A transaction added by hand: its fields, and `repeatOf` when the founder confirmed it is a real repeat. */
export const newTransactionSchema = z.extend(transactionInputSchema, { repeatOf: repeatOfSchema });
export type NewTransaction = z.output<typeof newTransactionSchema>;

/**
 * A change to a transaction: any of its fields, at least one, and `repeatOf` as when adding. An empty category is
 * given by the rules, else 'Uncategorised', as when adding; a category left out stays as it is.
 */
export const transactionChangesSchema = z
  .extend(z.partial(transactionInputSchema), { repeatOf: repeatOfSchema })
  .check(
    z.refine(
      ({ repeatOf: _, ...changes }) => Object.keys(changes).length > 0,
      say({ id: 'core.tools.aiAccountant.nothingToChange', defaultMessage: 'Change at least one field' }),
    ),
  );
export type TransactionChanges = z.output<typeof transactionChangesSchema>;

export const ruleSchema = z.object({
  contains: trimmedText(ACCOUNTANT_LIMITS.ruleWords, {
    required: say({ id: 'core.tools.aiAccountant.ruleWordsRequired', defaultMessage: 'Enter the words to look for' }),
    tooLong: say(
      { id: 'core.tools.aiAccountant.ruleWordsTooLong', defaultMessage: 'The words must be at most {max} characters' },
      { max: ACCOUNTANT_LIMITS.ruleWords },
    ),
  }),
  category: categorySchema,
});

export const rulesInputSchema = z.object({
  rules: z
    .array(ruleSchema)
    .check(
      z.maxLength(
        ACCOUNTANT_LIMITS.rules,
        say(
          { id: 'core.tools.aiAccountant.tooManyRules', defaultMessage: 'At most {max} rules' },
          { max: ACCOUNTANT_LIMITS.rules },
        ),
      ),
    ),
});

const budgetAmountMessage = say({
  id: 'core.tools.aiAccountant.budgetInvalid',
  defaultMessage: 'Enter a monthly budget above 0, with at most 2 decimals',
});
export const budgetSchema = z.object({
  category: categorySchema,
  monthly: z
    .number(budgetAmountMessage)
    .check(
      z.refine(
        (amount) =>
          Number.isFinite(amount) &&
          amount > 0 &&
          amount <= ACCOUNTANT_LIMITS.amount &&
          Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6,
        budgetAmountMessage,
      ),
    ),
});

export const budgetsInputSchema = z.object({
  budgets: z.array(budgetSchema).check(
    z.maxLength(
      ACCOUNTANT_LIMITS.budgets,
      say(
        { id: 'core.tools.aiAccountant.tooManyBudgets', defaultMessage: 'At most {max} budget lines' },
        { max: ACCOUNTANT_LIMITS.budgets },
      ),
    ),
    z.refine(
      (budgets) => new Set(budgets.map((budget) => budget.category.trim().toLowerCase())).size === budgets.length,
      say({ id: 'core.tools.aiAccountant.budgetRepeated', defaultMessage: 'Each category may have one budget line' }),
    ),
  ),
});

const columnName = trimmedText(200, {
  required: say({ id: 'core.tools.aiAccountant.columnRequired', defaultMessage: 'Choose a column' }),
});
export const columnMappingSchema = z.intersection(
  z.object({
    date: columnName,
    description: columnName,
    dateFormat: z.enum(DATE_FORMATS),
    category: z.optional(z.string().check(z.maxLength(200))),
    reference: z.optional(z.string().check(z.maxLength(200))),
    balance: z.optional(z.string().check(z.maxLength(200))),
    fee: z.optional(z.string().check(z.maxLength(200))),
    state: z.optional(z.string().check(z.maxLength(200))),
  }),
  z.discriminatedUnion('amountKind', [
    z.object({
      amountKind: z.literal('single'),
      amount: columnName,
      direction: z.optional(z.string().check(z.maxLength(200))),
    }),
    z.object({ amountKind: z.literal('split'), debit: columnName, credit: columnName }),
  ]),
);

export const settingsInputSchema = z.object({ currency: currencySchema, mapping: z.nullable(columnMappingSchema) });

export const periodQuerySchema = z.object({ from: dateSchema, to: dateSchema }).check(
  z.refine(
    ({ from, to }) =>
      !isRealDate(from) ||
      !isRealDate(to) ||
      (from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 <= ACCOUNTANT_LIMITS.periodDays),
    {
      message: say({
        id: 'core.tools.aiAccountant.periodInvalid',
        defaultMessage: 'The period must end on or after its start, within ten years',
      }),
      path: ['to'],
    },
  ),
);

/** Why the books cannot be read over a custom range, said by the date it is about. */
export type PeriodProblem = { field: 'from' | 'to'; message: string };

/**
 * A period's days when the books can be read over them, else why not (a custom range backwards, or over ten years,
 * or a date that is none), the financial year starting in `fyStartMonth`.
 */
export function checkPeriod(
  period: Period,
  fyStartMonth: number,
): { range: DateRange; problem: null } | { range: null; problem: PeriodProblem } {
  const checked = z.safeParse(periodQuerySchema, periodRange(period, fyStartMonth));
  if (checked.success) return { range: checked.data, problem: null };
  const issue = checked.error.issues[0]!;
  return { range: null, problem: { field: issue.path[0] === 'from' ? 'from' : 'to', message: issue.message } };
}

/** The books over a period, as the page shows them. */
export type BooksView = {
  currency: Currency;
  /** The mapping of statements before mappings were remembered per bank layout (ADR 0081); read when no layout fits. */
  mapping: ColumnMapping | null;
  /** Each bank layout's mapping, remembered from its last import, the most recently used first. */
  layouts: StatementLayout[];
  rules: Rule[];
  budgets: Budget[];
  /** Every category the user has used (transactions, rules, budgets), sorted. */
  categories: string[];
  totals: Totals;
  monthly: MonthFigures[];
  budgetLines: BudgetLine[];
  /** The newest transactions of the period, newest first. */
  recent: Transaction[];
  /** How many transactions the period holds. */
  count: number;
};

/** A bank layout: a statement's header row, and the column mapping its last import used. */
export type StatementLayout = { header: string[]; mapping: ColumnMapping };
export type RulesApplied = { changed: number };
