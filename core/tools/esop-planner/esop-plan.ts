import { isIsoDate } from '../../dates/iso-date';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/**
 * The planner's bounds. Share counts stay under 1e11 so whole-share arithmetic in doubles stays exact enough
 * (grant-vesting.ts `floorShares`); money under 1e15 (a quadrillion, in any currency).
 */
export const ESOP_LIMITS = {
  shares: 100_000_000_000,
  money: 1_000_000_000_000_000,
  grants: 200,
  founders: 20,
  holder: 80,
  role: 60,
  vestingYears: 10,
  plans: 100,
  planName: 100,
  firstDate: '1970-01-01',
  lastDate: '2100-12-31',
} as const;

/** A number with one message for anything wrong with it; `whole` for share counts. */
const amount = (
  text: string,
  { min, max, whole = false, above = false }: { min: number; max: number; whole?: boolean; above?: boolean },
) =>
  z
    .number({ error: text })
    .check(...(whole ? [z.int(text)] : []), above ? z.gt(min, text) : z.gte(min, text), z.lte(max, text));

const id = trimmedText(64, { required: true });
const holderRequired = say({ id: 'core.tools.esopPlanner.holderRequired', defaultMessage: 'Holder is required' });
const founderNameRequired = say({
  id: 'core.tools.esopPlanner.founderNameRequired',
  defaultMessage: 'Founder name is required',
});

/** The pool as the company sets it: a percentage of the fully diluted shares, or a number of shares. */
export const poolSizeSchema = z.discriminatedUnion('unit', [
  z.object({
    unit: z.literal('percent'),
    value: amount(
      say({ id: 'core.tools.esopPlanner.poolPercentOutOfRange', defaultMessage: 'Enter a pool from 0 to 99.99%' }),
      { min: 0, max: 99.99 },
    ),
  }),
  z.object({
    unit: z.literal('shares'),
    value: amount(
      say({
        id: 'core.tools.esopPlanner.poolSharesInvalid',
        defaultMessage: 'Enter a whole number of shares, 0 or more',
      }),
      { min: 0, max: ESOP_LIMITS.shares, whole: true },
    ),
  }),
]);

export const companySchema = z
  .object({
    fullyDilutedShares: amount(
      say({
        id: 'core.tools.esopPlanner.fullyDilutedInvalid',
        defaultMessage: 'Enter a whole number of shares from 1 to 100 billion',
      }),
      { min: 1, max: ESOP_LIMITS.shares, whole: true },
    ),
    pool: poolSizeSchema,
  })
  .check(
    z.refine((company) => company.pool.unit !== 'shares' || company.pool.value < company.fullyDilutedShares, {
      message: say({
        id: 'core.tools.esopPlanner.poolNotBelowTotal',
        defaultMessage: 'The pool must be smaller than the fully diluted shares',
      }),
      path: ['pool', 'value'],
    }),
  );

/** A grant's size: a number of shares, or a percentage of the fully diluted shares. */
export const grantAmountSchema = z.discriminatedUnion('unit', [
  z.object({
    unit: z.literal('shares'),
    value: amount(
      say({
        id: 'core.tools.esopPlanner.grantSharesInvalid',
        defaultMessage: 'Enter a whole number of shares, 1 or more',
      }),
      { min: 1, max: ESOP_LIMITS.shares, whole: true },
    ),
  }),
  z.object({
    unit: z.literal('percent'),
    value: amount(
      say({
        id: 'core.tools.esopPlanner.grantPercentOutOfRange',
        defaultMessage: 'Enter a percentage above 0 and below 100',
      }),
      {
        min: 0,
        max: 99.99,
        above: true,
      },
    ),
  }),
]);

const dateMessage = say(
  { id: 'core.tools.esopPlanner.grantDateInvalid', defaultMessage: 'Enter a date between {first} and {last}' },
  { first: ESOP_LIMITS.firstDate, last: ESOP_LIMITS.lastDate },
);

export const grantSchema = z
  .object({
    id,
    holder: trimmedText(ESOP_LIMITS.holder, {
      tooLong: say(
        { id: 'core.tools.esopPlanner.holderTooLong', defaultMessage: 'At most {max} characters' },
        { max: ESOP_LIMITS.holder },
      ),
      required: holderRequired,
      notText: holderRequired,
    }),
    role: trimmedText(ESOP_LIMITS.role, {
      tooLong: say(
        { id: 'core.tools.esopPlanner.roleTooLong', defaultMessage: 'At most {max} characters' },
        { max: ESOP_LIMITS.role },
      ),
    }),
    amount: grantAmountSchema,
    grantDate: z
      .string({ error: dateMessage })
      .check(
        z.refine(
          (value) => isIsoDate(value) && value >= ESOP_LIMITS.firstDate && value <= ESOP_LIMITS.lastDate,
          dateMessage,
        ),
      ),
    strikePrice: amount(
      say({ id: 'core.tools.esopPlanner.strikeInvalid', defaultMessage: 'Enter a price of 0 or more' }),
      { min: 0, max: ESOP_LIMITS.money },
    ),
    vestingYears: amount(
      say(
        { id: 'core.tools.esopPlanner.vestingYearsOutOfRange', defaultMessage: 'Enter whole years from 1 to {max}' },
        { max: ESOP_LIMITS.vestingYears },
      ),
      {
        min: 1,
        max: ESOP_LIMITS.vestingYears,
        whole: true,
      },
    ),
    cliffMonths: amount(
      say(
        { id: 'core.tools.esopPlanner.cliffOutOfRange', defaultMessage: 'Enter whole months from 0 to {max}' },
        { max: ESOP_LIMITS.vestingYears * 12 },
      ),
      {
        min: 0,
        max: ESOP_LIMITS.vestingYears * 12,
        whole: true,
      },
    ),
  })
  .check(
    z.refine((grant) => grant.cliffMonths <= grant.vestingYears * 12, {
      message: say({
        id: 'core.tools.esopPlanner.cliffLongerThanVesting',
        defaultMessage: 'The cliff cannot be longer than the vesting period',
      }),
      path: ['cliffMonths'],
    }),
  );

export type Grant = z.infer<typeof grantSchema>;

/** A founder of a split brought from the equity calculator: their share of the founders' shares. */
export const planFounderSchema = z.object({
  id,
  name: trimmedText(ESOP_LIMITS.holder, {
    tooLong: say(
      { id: 'core.tools.esopPlanner.founderNameTooLong', defaultMessage: 'At most {max} characters' },
      { max: ESOP_LIMITS.holder },
    ),
    required: founderNameRequired,
    notText: founderNameRequired,
  }),
  percent: amount(
    say({ id: 'core.tools.esopPlanner.founderPercentOutOfRange', defaultMessage: 'Enter a percentage from 0 to 100' }),
    { min: 0, max: 100 },
  ),
});

export type PlanFounder = z.infer<typeof planFounderSchema>;

/** A priced round: the pre-money valuation, the new money and the pool the investors ask for after it. */
export const roundSchema = z
  .object({
    preMoney: amount(
      say({ id: 'core.tools.esopPlanner.preMoneyInvalid', defaultMessage: 'Enter a valuation above 0' }),
      { min: 0, max: ESOP_LIMITS.money, above: true },
    ),
    investment: amount(
      say({ id: 'core.tools.esopPlanner.investmentInvalid', defaultMessage: 'Enter an investment above 0' }),
      { min: 0, max: ESOP_LIMITS.money, above: true },
    ),
    targetPoolPercent: amount(
      say({ id: 'core.tools.esopPlanner.targetPoolOutOfRange', defaultMessage: 'Enter a pool from 0 to 99.99%' }),
      { min: 0, max: 99.99 },
    ),
  })
  .check(
    z.refine(
      (round) => (round.investment / (round.preMoney + round.investment)) * 100 + round.targetPoolPercent < 100,
      {
        message: say({
          id: 'core.tools.esopPlanner.roundLeavesNothing',
          defaultMessage: 'The investors and the pool together must stay under 100% after the round',
        }),
        path: ['targetPoolPercent'],
      },
    ),
  );

export type Round = z.infer<typeof roundSchema>;
