import { describe, expect, it } from 'vitest';
import { grantFigures } from './plan-figures';
import { addMonths, monthsCompleted, vestedSharesAt, vestedSharesOn, vestingByYear } from './grant-vesting';

const FOUR_YEARS = { vestingYears: 4, cliffMonths: 12 };

describe('monthsCompleted', () => {
  it('completes a month on the same day of the month', () => {
    expect(monthsCompleted('2024-01-15', '2025-01-14')).toBe(11);
    expect(monthsCompleted('2024-01-15', '2025-01-15')).toBe(12);
    // 2024-01 → 2026-07 is 30 months; the 20th is past the 15th.
    expect(monthsCompleted('2024-01-15', '2026-07-20')).toBe(30);
  });

  it('completes a month on its last day when it has no such day, and is 0 before the start', () => {
    expect(monthsCompleted('2024-01-31', '2024-02-28')).toBe(0);
    expect(monthsCompleted('2024-01-31', '2024-02-29')).toBe(1); // 2024 is a leap year
    expect(monthsCompleted('2023-01-31', '2023-02-28')).toBe(1);
    expect(monthsCompleted('2024-01-15', '2023-12-01')).toBe(0);
  });
});

describe('addMonths', () => {
  it('lands on the same day or the last day of the month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-11-15', 14)).toBe('2026-01-15');
  });
});

describe('vested shares (the equity calculator’s rule in whole shares)', () => {
  it('vests 4,800 shares over 4 years with a 1-year cliff, granted 15 January 2024', () => {
    // Nothing before the cliff; at 12 months 12/48 = 25 % = 1,200; then 100 a month (4,800 / 48).
    expect(vestedSharesOn(4_800, '2024-01-15', '2023-12-01', FOUR_YEARS)).toBe(0);
    expect(vestedSharesOn(4_800, '2024-01-15', '2025-01-14', FOUR_YEARS)).toBe(0);
    expect(vestedSharesOn(4_800, '2024-01-15', '2025-01-15', FOUR_YEARS)).toBe(1_200);
    expect(vestedSharesOn(4_800, '2024-01-15', '2025-02-15', FOUR_YEARS)).toBe(1_300);
    // 30 months: 4,800 × 30 / 48 = 3,000.
    expect(vestedSharesOn(4_800, '2024-01-15', '2026-07-20', FOUR_YEARS)).toBe(3_000);
    expect(vestedSharesOn(4_800, '2024-01-15', '2028-01-15', FOUR_YEARS)).toBe(4_800);
    expect(vestedSharesOn(4_800, '2024-01-15', '2030-06-01', FOUR_YEARS)).toBe(4_800);
  });

  it('rounds a fraction of a share down until the last month', () => {
    // 1,000 × 7 / 36 = 194.44 → 194.
    expect(vestedSharesAt(1_000, 7, { vestingYears: 3, cliffMonths: 6 })).toBe(194);
    expect(vestedSharesAt(1_000, 5, { vestingYears: 3, cliffMonths: 6 })).toBe(0);
    // No cliff: 1,200 / 12 = 100 after the first month.
    expect(vestedSharesAt(1_200, 1, { vestingYears: 1, cliffMonths: 0 })).toBe(100);
  });

  it('lists each year: what vested in it and by its end', () => {
    expect(vestingByYear(4_800, '2024-01-15', FOUR_YEARS)).toEqual([
      { year: 1, endsOn: '2025-01-15', vestedInYear: 1_200, vestedByEnd: 1_200 },
      { year: 2, endsOn: '2026-01-15', vestedInYear: 1_200, vestedByEnd: 2_400 },
      { year: 3, endsOn: '2027-01-15', vestedInYear: 1_200, vestedByEnd: 3_600 },
      { year: 4, endsOn: '2028-01-15', vestedInYear: 1_200, vestedByEnd: 4_800 },
    ]);
    // 1,000 over 3 years: 1,000 × 12/36 = 333.3 → 333; × 24/36 = 666.7 → 666 (333 in year 2); the rest, 334, in year 3.
    expect(vestingByYear(1_000, '2024-02-29', { vestingYears: 3, cliffMonths: 6 })).toEqual([
      { year: 1, endsOn: '2025-02-28', vestedInYear: 333, vestedByEnd: 333 },
      { year: 2, endsOn: '2026-02-28', vestedInYear: 333, vestedByEnd: 666 },
      { year: 3, endsOn: '2027-02-28', vestedInYear: 334, vestedByEnd: 1_000 },
    ]);
  });
});

describe('grantFigures', () => {
  it('sizes a grant of 0.048 % of 10,000,000 shares (4,800) and vests it to the day asked', () => {
    const grant = {
      id: 'g',
      holder: 'Priya',
      role: '',
      amount: { unit: 'percent' as const, value: 0.048 },
      grantDate: '2024-01-15',
      strikePrice: 0.1,
      ...FOUR_YEARS,
    };
    const figures = grantFigures(grant, 10_000_000, '2026-07-20');
    expect(figures.shares).toBe(4_800);
    expect(figures.vestedToDate).toBe(3_000);
    expect(figures.years.map((year) => year.vestedByEnd)).toEqual([1_200, 2_400, 3_600, 4_800]);
    expect(grantFigures(grant, 10_000_000, null).vestedToDate).toBeNull();
  });
});
