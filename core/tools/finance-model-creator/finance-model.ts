import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { currencySchema } from '../money';

/** How far a model reaches, and how much it may hold (ADR 0046). */
export const FINANCE_LIMITS = {
  minMonths: 12,
  maxMonths: 60,
  /** The largest amount a field takes: a trillion in the model's currency. */
  amount: 1_000_000_000_000,
  name: 80,
  streams: 20,
  roles: 100,
  expenses: 50,
  fundingEvents: 20,
  modelName: 100,
  models: 100,
} as const;

const enterNumber = () => say({ id: 'core.tools.financeModel.enterNumber', defaultMessage: 'Enter a number' });

/** An amount of money: 0 or more, at most FINANCE_LIMITS.amount. */
const amountSchema = z
  .number({ error: enterNumber })
  .check(
    z.gte(0, say({ id: 'core.tools.financeModel.notNegative', defaultMessage: 'Enter 0 or more' })),
    z.lte(
      FINANCE_LIMITS.amount,
      say(
        { id: 'core.tools.financeModel.tooLarge', defaultMessage: 'Enter at most {max}' },
        { max: FINANCE_LIMITS.amount },
      ),
    ),
  );

const percentMessage = () =>
  say({ id: 'core.tools.financeModel.percent', defaultMessage: 'Enter a percentage from 0 to 100' });
const percentSchema = z.number({ error: enterNumber }).check(z.gte(0, percentMessage()), z.lte(100, percentMessage()));

/** A month of the plan; whether it is within the plan's length is checked on the whole model. */
const monthSchema = z
  .number({ error: enterNumber })
  .check(
    z.int(enterNumber()),
    z.gte(1, say({ id: 'core.tools.financeModel.monthFromOne', defaultMessage: 'Months start at 1' })),
  );

const nameSchema = trimmedText(FINANCE_LIMITS.name, {
  required: say({ id: 'core.tools.financeModel.nameRequired', defaultMessage: 'Enter a name' }),
  tooLong: say(
    { id: 'core.tools.financeModel.nameTooLong', defaultMessage: 'At most {max} characters' },
    { max: FINANCE_LIMITS.name },
  ),
});

const idSchema = z.string().check(z.minLength(1), z.maxLength(40));

const listOf = <Item extends z.ZodMiniType>(item: Item, max: number) =>
  z
    .array(item)
    .check(
      z.maxLength(
        max,
        say({ id: 'core.tools.financeModel.tooManyLines', defaultMessage: 'At most {max} lines' }, { max }),
      ),
    );

/**
 * A revenue stream. `kind` 'recurring': `start` is its monthly recurring revenue in month 1 (`price` unused);
 * 'units': `start` is the units sold in month 1, each at `price`. From month 2 on, the base (MRR or units) is last
 * month's × (1 + growth% − churn%).
 */
export const revenueStreamSchema = z.object({
  id: idSchema,
  name: nameSchema,
  kind: z.enum(
    ['recurring', 'units'],
    say({
      id: 'core.tools.financeModel.chooseStreamKind',
      defaultMessage: 'Choose recurring revenue or units × price',
    }),
  ),
  start: amountSchema,
  price: amountSchema,
  growthPercent: percentSchema,
  churnPercent: percentSchema,
});

/** A role on the payroll: its monthly cost from `startMonth` (included) to the end of the plan. */
export const roleSchema = z.object({
  id: idSchema,
  role: nameSchema,
  monthlyCost: amountSchema,
  startMonth: monthSchema,
});

/** An operating expense: 'fixed', `value` a month; or 'percent', `value` % of the month's revenue. */
export const expenseLineSchema = z.object({
  id: idSchema,
  name: nameSchema,
  kind: z.enum(
    ['fixed', 'percent'],
    say({
      id: 'core.tools.financeModel.chooseExpenseKind',
      defaultMessage: 'Choose a fixed amount or a percentage of revenue',
    }),
  ),
  value: amountSchema,
});

/** Money raised: `amount` comes in during `month`. */
export const fundingEventSchema = z.object({
  id: idSchema,
  name: nameSchema,
  month: monthSchema,
  amount: amountSchema,
});

/** A whole model: what a saved scenario holds. */
export const financeModelSchema = z
  .object({
    currency: currencySchema,
    months: z
      .number({ error: enterNumber })
      .check(
        z.int(enterNumber()),
        z.gte(FINANCE_LIMITS.minMonths, monthsMessage()),
        z.lte(FINANCE_LIMITS.maxMonths, monthsMessage()),
      ),
    startingCash: amountSchema,
    costOfRevenuePercent: percentSchema,
    streams: listOf(revenueStreamSchema, FINANCE_LIMITS.streams),
    headcount: listOf(roleSchema, FINANCE_LIMITS.roles),
    expenses: listOf(expenseLineSchema, FINANCE_LIMITS.expenses),
    funding: listOf(fundingEventSchema, FINANCE_LIMITS.fundingEvents),
  })
  .check(
    z.superRefine((model, context) => {
      const withinPlan = (month: number, path: PropertyKey[]) => {
        if (month > model.months) {
          const message = say(
            { id: 'core.tools.financeModel.monthBeyondPlan', defaultMessage: 'Enter a month from 1 to {months}' },
            { months: model.months },
          );
          context.addIssue({ code: 'custom', path, message });
        }
      };
      model.headcount.forEach((role, index) => withinPlan(role.startMonth, ['headcount', index, 'startMonth']));
      model.funding.forEach((event, index) => withinPlan(event.month, ['funding', index, 'month']));
      model.expenses.forEach((line, index) => {
        if (line.kind === 'percent' && line.value > 100)
          context.addIssue({ code: 'custom', path: ['expenses', index, 'value'], message: percentMessage() });
      });
    }),
  );

function monthsMessage() {
  return say(
    { id: 'core.tools.financeModel.monthsRange', defaultMessage: 'Enter a whole number of months from {min} to {max}' },
    { min: FINANCE_LIMITS.minMonths, max: FINANCE_LIMITS.maxMonths },
  );
}

export type FinanceModel = z.infer<typeof financeModelSchema>;
export type RevenueStream = FinanceModel['streams'][number];
export type Role = FinanceModel['headcount'][number];
export type ExpenseLine = FinanceModel['expenses'][number];
export type FundingEvent = FinanceModel['funding'][number];
