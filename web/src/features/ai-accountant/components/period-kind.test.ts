import { describe, expect, it } from 'vitest';
import { kindOf, switchKind } from './period-kind';

// India's financial year starts in April (ADR 0074): FY 2025 is 1 April 2025 – 31 March 2026, its Q4 January–March.
const APRIL = 4;

describe('switchKind', () => {
  const february2026 = { kind: 'month', year: 2026, month: 2 } as const;

  it('turns a month into the quarter, financial year or range around it', () => {
    expect(switchKind(february2026, 'financial-quarter', APRIL)).toEqual({
      kind: 'quarter',
      basis: 'financial',
      year: 2025,
      quarter: 4,
    });
    // January–March is the calendar's first quarter.
    expect(switchKind(february2026, 'calendar-quarter', APRIL)).toEqual({
      kind: 'quarter',
      basis: 'calendar',
      year: 2026,
      quarter: 1,
    });
    expect(switchKind(february2026, 'financial-year', APRIL)).toEqual({ kind: 'financial-year', startYear: 2025 });
    // 2026 is no leap year: February has 28 days.
    expect(switchKind(february2026, 'custom', APRIL)).toEqual({ kind: 'custom', from: '2026-02-01', to: '2026-02-28' });
  });

  it('turns a longer period into its first month, and a quarter of one basis into the other', () => {
    expect(switchKind({ kind: 'financial-year', startYear: 2025 }, 'month', APRIL)).toEqual({
      kind: 'month',
      year: 2025,
      month: 4,
    });
    // July–September: the calendar's Q3 is the second quarter of FY 2026 (April 2026 – March 2027).
    expect(
      switchKind({ kind: 'quarter', basis: 'calendar', year: 2026, quarter: 3 }, 'financial-quarter', APRIL),
    ).toEqual({ kind: 'quarter', basis: 'financial', year: 2026, quarter: 2 });
  });

  it('with a financial year starting in January, counts quarters and years as the calendar does', () => {
    const november2026 = { kind: 'month', year: 2026, month: 11 } as const;
    expect(switchKind(november2026, 'financial-year', 1)).toEqual({ kind: 'financial-year', startYear: 2026 });
    expect(switchKind(november2026, 'financial-quarter', 1)).toEqual({
      kind: 'quarter',
      basis: 'financial',
      year: 2026,
      quarter: 4,
    });
  });
});

describe('kindOf', () => {
  it('names a quarter by its basis, and any other period by its kind', () => {
    expect(kindOf({ kind: 'quarter', basis: 'financial', year: 2025, quarter: 1 })).toBe('financial-quarter');
    expect(kindOf({ kind: 'quarter', basis: 'calendar', year: 2025, quarter: 1 })).toBe('calendar-quarter');
    expect(kindOf({ kind: 'custom', from: '2025-01-01', to: '2025-01-31' })).toBe('custom');
  });
});
