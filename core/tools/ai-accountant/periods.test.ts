import { describe, expect, it } from 'vitest';
import { isRealDate, monthsOf, periodRange, type Period } from './periods';

// An Indian company's financial year: April–March.
const APRIL = 4;
const rangeOf = (period: Period, fyStartMonth = APRIL) => periodRange(period, fyStartMonth);

describe('periodRange', () => {
  it('gives FY 2025-26 as 1 April 2025 to 31 March 2026', () => {
    expect(rangeOf({ kind: 'financial-year', startYear: 2025 })).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('starts the financial year in the company’s month: January gives the calendar year, July July–June', () => {
    expect(rangeOf({ kind: 'financial-year', startYear: 2026 }, 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    // July 2026 to June 2027; June has 30 days.
    expect(rangeOf({ kind: 'financial-year', startYear: 2026 }, 7)).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    // Its Q3 is January–March 2027.
    expect(rangeOf({ kind: 'quarter', basis: 'financial', year: 2026, quarter: 3 }, 7)).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
    });
  });

  it('gives the quarters of FY 2025-26: Apr–Jun, Jul–Sep, Oct–Dec 2025, Jan–Mar 2026', () => {
    const quarter = (quarter: 1 | 2 | 3 | 4) => rangeOf({ kind: 'quarter', basis: 'financial', year: 2025, quarter });
    expect(quarter(1)).toEqual({ from: '2025-04-01', to: '2025-06-30' });
    expect(quarter(2)).toEqual({ from: '2025-07-01', to: '2025-09-30' });
    expect(quarter(3)).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(quarter(4)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('gives the quarters of calendar 2024 (a leap year: Q1 ends 31 March, February has 29 days)', () => {
    const quarter = (quarter: 1 | 2 | 3 | 4) => rangeOf({ kind: 'quarter', basis: 'calendar', year: 2024, quarter });
    expect(quarter(1)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(quarter(2)).toEqual({ from: '2024-04-01', to: '2024-06-30' });
    expect(quarter(3)).toEqual({ from: '2024-07-01', to: '2024-09-30' });
    expect(quarter(4)).toEqual({ from: '2024-10-01', to: '2024-12-31' });
  });

  it('gives a month its last day (February 2024 has 29, February 2025 has 28) and a custom range as it is', () => {
    expect(rangeOf({ kind: 'month', year: 2024, month: 2 })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(rangeOf({ kind: 'month', year: 2025, month: 2 })).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(rangeOf({ kind: 'month', year: 2025, month: 12 })).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(rangeOf({ kind: 'custom', from: '2025-03-15', to: '2025-05-02' })).toEqual({
      from: '2025-03-15',
      to: '2025-05-02',
    });
  });
});

describe('monthsOf', () => {
  it('lists the 12 months of a financial year, April to March', () => {
    expect(monthsOf({ from: '2025-04-01', to: '2026-03-31' })).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('counts every month a custom range touches, even partly', () => {
    expect(monthsOf({ from: '2025-03-15', to: '2025-05-02' })).toEqual(['2025-03', '2025-04', '2025-05']);
    expect(monthsOf({ from: '2025-03-15', to: '2025-03-15' })).toEqual(['2025-03']);
  });
});

describe('isRealDate', () => {
  it('takes real ISO days only', () => {
    expect(['2024-02-29', '2025-12-31', '2025-01-01'].map(isRealDate)).toEqual([true, true, true]);
    expect(['2025-02-29', '2025-13-01', '2025-04-31', '2025-4-1', '01/04/2025', ''].map(isRealDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
