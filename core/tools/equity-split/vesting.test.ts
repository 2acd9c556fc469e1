import { describe, expect, it } from 'vitest';
import { DEFAULT_VESTING, vestedPercentAt, vestingScheduleSchema, vestingTable } from './vesting';

describe('vestedPercentAt (4 years, 1-year cliff)', () => {
  it('vests nothing before the cliff', () => {
    expect([0, 1, 6, 11].map((month) => vestedPercentAt(month, DEFAULT_VESTING))).toEqual([0, 0, 0, 0]);
  });

  it('vests exactly 25 % at the cliff month, then one 48th a month', () => {
    expect(vestedPercentAt(12, DEFAULT_VESTING)).toBe(25);
    expect(vestedPercentAt(13, DEFAULT_VESTING)).toBeCloseTo((13 / 48) * 100, 10);
    expect(vestedPercentAt(24, DEFAULT_VESTING)).toBe(50);
    expect(vestedPercentAt(47, DEFAULT_VESTING)).toBeCloseTo((47 / 48) * 100, 10);
  });

  it('vests 100 % at the final month and after it', () => {
    expect(vestedPercentAt(48, DEFAULT_VESTING)).toBe(100);
    expect(vestedPercentAt(60, DEFAULT_VESTING)).toBe(100);
  });

  it('vests monthly from the start without a cliff', () => {
    expect(vestedPercentAt(1, { totalMonths: 10, cliffMonths: 0 })).toBe(10);
  });
});

describe('vestingTable', () => {
  it('has yearly rows for a 4-year schedule: the cliff is year 1', () => {
    expect(vestingTable(40, DEFAULT_VESTING)).toEqual([
      { month: 12, vestedPercent: 25, vestedEquity: 10 },
      { month: 24, vestedPercent: 50, vestedEquity: 20 },
      { month: 36, vestedPercent: 75, vestedEquity: 30 },
      { month: 48, vestedPercent: 100, vestedEquity: 40 },
    ]);
  });

  it('adds an off-year cliff and a final month to the yearly rows', () => {
    expect(vestingTable(100, { totalMonths: 30, cliffMonths: 6 }).map((row) => row.month)).toEqual([6, 12, 24, 30]);
  });

  it('has a row for every month, nothing before the cliff', () => {
    const rows = vestingTable(51, DEFAULT_VESTING, 'month');
    expect(rows).toHaveLength(49);
    expect(rows.slice(0, 12).every((row) => row.vestedEquity === 0)).toBe(true);
    expect(rows[12]?.vestedEquity).toBeCloseTo(12.75, 10);
    expect(rows[48]?.vestedEquity).toBe(51);
  });
});

describe('vestingScheduleSchema', () => {
  const message = (input: unknown) => vestingScheduleSchema.safeParse(input).error?.issues[0]?.message;

  it('accepts the default and refuses a cliff longer than the period', () => {
    expect(vestingScheduleSchema.parse(DEFAULT_VESTING)).toEqual(DEFAULT_VESTING);
    expect(message({ totalMonths: 12, cliffMonths: 13 })).toBe('The cliff cannot be longer than the vesting period');
  });

  it('keeps months whole and within 120', () => {
    expect(message({ totalMonths: 0, cliffMonths: 0 })).toBe('The vesting period must be between 1 and 120 months');
    expect(message({ totalMonths: 121, cliffMonths: 0 })).toBe('The vesting period must be between 1 and 120 months');
    expect(message({ totalMonths: 48, cliffMonths: 1.5 })).toBe('The cliff must be a whole number of months');
  });
});
