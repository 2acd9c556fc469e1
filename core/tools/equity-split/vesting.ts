import { say } from '../../i18n/say';
import { z } from '../../zod';

/** A founder's vesting: `totalMonths` in all, nothing until `cliffMonths`, then monthly. */
export type VestingSchedule = { totalMonths: number; cliffMonths: number };

export const VESTING_LIMITS = { maxMonths: 120 } as const;

/** Four years, a one-year cliff, monthly thereafter. */
export const DEFAULT_VESTING: VestingSchedule = { totalMonths: 48, cliffMonths: 12 };

/** A number of months from `min` to the limit, with the field's own messages: not whole, out of range. */
const months = (min: number, messages: { notWhole: string; outOfRange: string }) =>
  z
    .number({ error: messages.notWhole })
    .check(
      z.int(messages.notWhole),
      z.gte(min, messages.outOfRange),
      z.lte(VESTING_LIMITS.maxMonths, messages.outOfRange),
    );

export const vestingScheduleSchema = z
  .object({
    totalMonths: months(1, {
      notWhole: say({
        id: 'core.tools.equitySplit.vestingPeriodNotWhole',
        defaultMessage: 'The vesting period must be a whole number of months',
      }),
      outOfRange: say(
        {
          id: 'core.tools.equitySplit.vestingPeriodOutOfRange',
          defaultMessage: 'The vesting period must be between {min} and {max} months',
        },
        { min: 1, max: VESTING_LIMITS.maxMonths },
      ),
    }),
    cliffMonths: months(0, {
      notWhole: say({
        id: 'core.tools.equitySplit.cliffNotWhole',
        defaultMessage: 'The cliff must be a whole number of months',
      }),
      outOfRange: say(
        {
          id: 'core.tools.equitySplit.cliffOutOfRange',
          defaultMessage: 'The cliff must be between {min} and {max} months',
        },
        { min: 0, max: VESTING_LIMITS.maxMonths },
      ),
    }),
  })
  .check(
    z.refine((schedule) => schedule.cliffMonths <= schedule.totalMonths, {
      message: say({
        id: 'core.tools.equitySplit.cliffLongerThanPeriod',
        defaultMessage: 'The cliff cannot be longer than the vesting period',
      }),
      path: ['cliffMonths'],
    }),
  );

/** The exact percent (0–100) of a founder's grant vested at the end of `month` (0 = the start). */
export function vestedPercentAt(month: number, schedule: VestingSchedule): number {
  if (month < schedule.cliffMonths || month <= 0) return 0;
  if (month >= schedule.totalMonths) return 100;
  return (month / schedule.totalMonths) * 100;
}

export type VestingRow = {
  month: number;
  /** Of the founder's own grant, exact. */
  vestedPercent: number;
  /** Of the company: the founder's equity percent × vestedPercent / 100, exact. */
  vestedEquity: number;
};

/** The months a yearly table shows: the cliff, every twelfth month, and the final month. */
function yearlyMonths(schedule: VestingSchedule): number[] {
  const months = new Set<number>([schedule.totalMonths]);
  if (schedule.cliffMonths > 0) months.add(schedule.cliffMonths);
  for (let month = 12; month < schedule.totalMonths; month += 12) months.add(month);
  return [...months].sort((a, b) => a - b);
}

/**
 * Vested equity over time for a founder holding `equityPercent` of the company: one row per month from 0 to
 * the end (`'month'`), or (`'year'`, the default) rows at the cliff, each year's end and the final month.
 */
export function vestingTable(
  equityPercent: number,
  schedule: VestingSchedule,
  step: 'month' | 'year' = 'year',
): VestingRow[] {
  const months =
    step === 'month' ? Array.from({ length: schedule.totalMonths + 1 }, (_, month) => month) : yearlyMonths(schedule);
  return months.map((month) => {
    const vestedPercent = vestedPercentAt(month, schedule);
    return { month, vestedPercent, vestedEquity: (equityPercent * vestedPercent) / 100 };
  });
}
