import { describe, expect, it } from 'vitest';
import { financialQuarterOf, financialYearEnd, financialYearOf } from './financial-year';

const APRIL = 4;
const JANUARY = 1;
const JULY = 7;

describe('financialYearOf', () => {
  it('puts a day in the April–March year that started the April before (India)', () => {
    // 29 Nov 2026 is in 1 Apr 2026 – 31 Mar 2027; 15 Jan 2027 too; 31 Mar 2026 in the year before.
    expect(financialYearOf('2026-11-29', APRIL)).toBe(2026);
    expect(financialYearOf('2027-01-15', APRIL)).toBe(2026);
    expect(financialYearOf('2026-03-31', APRIL)).toBe(2025);
    expect(financialYearOf('2026-04-01', APRIL)).toBe(2026);
  });

  it('is the calendar year when the year starts in January', () => {
    expect(financialYearOf('2026-11-29', JANUARY)).toBe(2026);
    expect(financialYearOf('2026-01-01', JANUARY)).toBe(2026);
    expect(financialYearOf('2026-12-31', JANUARY)).toBe(2026);
  });

  it('follows any other first month: July–June (30 Jun 2026 is in the year from July 2025)', () => {
    expect(financialYearOf('2026-06-30', JULY)).toBe(2025);
    expect(financialYearOf('2026-07-01', JULY)).toBe(2026);
  });
});

describe('financialQuarterOf', () => {
  it('counts quarters from the first month: April–June Q1 … January–March Q4', () => {
    expect(
      ['2026-04-01', '2026-06-30', '2026-07-01', '2026-12-31', '2027-01-01', '2027-03-31'].map((day) =>
        financialQuarterOf(day, APRIL),
      ),
    ).toEqual([1, 1, 2, 3, 4, 4]);
  });

  it('gives the calendar quarters with January', () => {
    expect(
      ['2026-01-15', '2026-05-15', '2026-09-15', '2026-11-29'].map((day) => financialQuarterOf(day, JANUARY)),
    ).toEqual([1, 2, 3, 4]);
  });
});

describe('financialYearEnd', () => {
  it('ends April 2026 – March 2027 in 2027, and January–December 2026 in 2026', () => {
    expect(financialYearEnd(2026, APRIL)).toBe(2027);
    expect(financialYearEnd(2026, JULY)).toBe(2027);
    expect(financialYearEnd(2026, JANUARY)).toBe(2026);
  });
});
