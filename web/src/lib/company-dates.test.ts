import { describe, expect, it } from 'vitest';
import { companyDateFormat } from './company-dates';

const NOON_UTC = new Date('2026-11-20T12:00:00.000Z');
const DAY = { dateStyle: 'medium', timeZone: 'UTC' } as const;
const MOMENT = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;

describe('companyDateFormat (ADR 0070)', () => {
  it('writes the 20th of November 2026 in the order the company chose, in English', () => {
    expect(companyDateFormat('en', 'mdy')(NOON_UTC, DAY)).toBe('Nov 20, 2026');
    expect(companyDateFormat('en', 'dmy')(NOON_UTC, DAY)).toBe('20 Nov 2026');
    expect(companyDateFormat('en', 'ymd')(NOON_UTC, DAY)).toBe('2026-11-20');
  });

  it('keeps the clock 12-hour in English, and writes a time after a year-month-day date', () => {
    expect(companyDateFormat('en', 'dmy')(NOON_UTC, MOMENT)).toMatch(/^20 Nov 2026, 12:00\spm$/);
    expect(companyDateFormat('en', 'ymd')(NOON_UTC, MOMENT)).toMatch(/^2026-11-20 12:00\sPM$/);
  });

  it("leaves other languages' day-first dates as they are, except year-month-day", () => {
    expect(companyDateFormat('de', 'dmy')(NOON_UTC, DAY)).toBe('20.11.2026');
    expect(companyDateFormat('de', 'mdy')(NOON_UTC, DAY)).toBe('20.11.2026');
    expect(companyDateFormat('fr', 'ymd')(NOON_UTC, MOMENT)).toBe('2026-11-20 12:00');
  });
});
