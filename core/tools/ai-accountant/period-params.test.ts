import { describe, expect, it } from 'vitest';
import { periodFromParams, periodToParams } from './period-params';
import { periodRange, type Period } from './periods';

// An Indian company's financial year: April–March.
const APRIL = 4;
const read = (search: string, fyStartMonth = APRIL) => periodFromParams(new URLSearchParams(search), fyStartMonth);
const rangeOf = (search: string, fyStartMonth = APRIL) => {
  const period = read(search, fyStartMonth);
  return period && periodRange(period, fyStartMonth);
};

describe('periodFromParams', () => {
  it('reads FY 2026-27 as 1 April 2026 to 31 March 2027', () => {
    expect(read('period=fy&year=2026')).toEqual({ kind: 'financial-year', startYear: 2026 });
    expect(rangeOf('period=fy&year=2026')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('reads quarters of the financial year (Q1 April–June, Q4 January–March of the next year) and of the calendar', () => {
    expect(rangeOf('period=fy-quarter&year=2026&quarter=1')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(rangeOf('period=fy-quarter&year=2026&quarter=4')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(rangeOf('period=quarter&year=2026&quarter=1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    // A company whose year starts in January: FY 2026 is the calendar year, its Q4 October–December 2026.
    expect(rangeOf('period=fy&year=2026', 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(rangeOf('period=fy-quarter&year=2026&quarter=4', 1)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(read('period=quarter&year=2026&quarter=3')).toEqual({
      kind: 'quarter',
      basis: 'calendar',
      year: 2026,
      quarter: 3,
    });
  });

  it('reads a month (February 2024 has 29 days) and custom dates', () => {
    expect(rangeOf('period=month&month=2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(read('period=custom&from=2026-04-10&to=2026-05-09')).toEqual({
      kind: 'custom',
      from: '2026-04-10',
      to: '2026-05-09',
    });
    // The other names of the address are no matter.
    expect(read('share=abc&period=fy&year=2025&utm=x')).toEqual({ kind: 'financial-year', startYear: 2025 });
  });

  it.each([
    ['no period', ''],
    ['an unknown kind', 'period=week&year=2026'],
    ['a year of two digits', 'period=fy&year=26'],
    ['a year that is no number', 'period=fy&year=abcd'],
    ['no year', 'period=fy'],
    ['a 13th month', 'period=month&month=2026-13'],
    ['a month without its year', 'period=month&month=04'],
    ['a fifth quarter', 'period=fy-quarter&year=2026&quarter=5'],
    ['a quarter without its year', 'period=quarter&quarter=2'],
    ['a day that does not exist', 'period=custom&from=2025-02-29&to=2025-03-31'],
    ['a range ending before it starts', 'period=custom&from=2026-05-01&to=2026-04-30'],
    // 1 Jan 2015 to 1 Jan 2026 is 11 years: more than the ten a period may span.
    ['a range over ten years', 'period=custom&from=2015-01-01&to=2026-01-01'],
    ['a custom range without its end', 'period=custom&from=2026-04-01'],
    // FY 1899-1900 starts before the books' first year (1900).
    ['a year before 1900', 'period=fy&year=1899'],
  ])('names no period for %s (the page shows its default)', (_, search) => {
    expect(read(search)).toBeNull();
  });
});

describe('periodToParams', () => {
  it.each([
    [{ kind: 'month', year: 2026, month: 4 }, 'period=month&month=2026-04'],
    [{ kind: 'quarter', basis: 'financial', year: 2026, quarter: 1 }, 'period=fy-quarter&year=2026&quarter=1'],
    [{ kind: 'quarter', basis: 'calendar', year: 2025, quarter: 4 }, 'period=quarter&year=2025&quarter=4'],
    [{ kind: 'financial-year', startYear: 2026 }, 'period=fy&year=2026'],
    [{ kind: 'custom', from: '2026-04-10', to: '2026-05-09' }, 'period=custom&from=2026-04-10&to=2026-05-09'],
  ] as [Period, string][])('writes %o as %s, which reads back the same', (period, search) => {
    expect(new URLSearchParams(periodToParams(period)).toString()).toBe(search);
    expect(read(search)).toEqual(period);
  });
});
