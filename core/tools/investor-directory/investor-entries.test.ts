import { describe, expect, it } from 'vitest';
import { INVESTOR_ENTRIES } from './investor-entries';
import {
  CHEQUE_CURRENCIES,
  INVESTOR_GEOGRAPHIES,
  INVESTOR_KINDS,
  INVESTOR_SECTORS,
  INVESTOR_STAGES,
} from './investor-fields';

const TODAY = '2026-11-30';
const slugs = INVESTOR_ENTRIES.map((entry) => entry.slug);
const isDate = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const withGeography = (geography: string) =>
  INVESTOR_ENTRIES.filter((entry) => (entry.fields.geographies as readonly string[]).includes(geography));

describe('the shipped investors', () => {
  it('number at least 60, each with a unique kebab-case slug and a name', () => {
    expect(INVESTOR_ENTRIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of INVESTOR_ENTRIES) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.name.trim(), entry.slug).not.toBe('');
    }
  });

  it('each have stages, sectors and geographies from the fixed lists, none repeated', () => {
    const lists = [
      ['stages', INVESTOR_STAGES],
      ['sectors', INVESTOR_SECTORS],
      ['geographies', INVESTOR_GEOGRAPHIES],
    ] as const;
    for (const entry of INVESTOR_ENTRIES) {
      expect(INVESTOR_KINDS, entry.slug).toContain(entry.fields.kind);
      for (const [field, allowed] of lists) {
        const values: readonly string[] = entry.fields[field];
        expect(values.length, `${entry.slug} ${field}`).toBeGreaterThanOrEqual(1);
        expect(new Set(values).size, `${entry.slug} ${field}`).toBe(values.length);
        for (const value of values) expect(allowed as readonly string[], `${entry.slug} ${field}`).toContain(value);
      }
    }
  });

  it('give a cheque only with a currency, the day its source said it, and min ≤ max', () => {
    for (const { slug, fields } of INVESTOR_ENTRIES) {
      if (fields.cheque === undefined) continue;
      const { min, max, currency, asOf } = fields.cheque;
      expect(CHEQUE_CURRENCIES, slug).toContain(currency);
      expect(isDate(asOf) && asOf <= TODAY, slug).toBe(true);
      expect(min !== undefined || max !== undefined, slug).toBe(true);
      for (const amount of [min, max]) if (amount !== undefined) expect(amount, slug).toBeGreaterThan(0);
      if (min !== undefined && max !== undefined) expect(min, slug).toBeLessThanOrEqual(max);
    }
  });

  it.each(['india', 'us', 'europe'])('include at least 10 investors in %s', (geography) => {
    expect(withGeography(geography).length).toBeGreaterThanOrEqual(10);
  });

  it('use every kind of investor', () => {
    for (const kind of INVESTOR_KINDS)
      expect(
        INVESTOR_ENTRIES.some((entry) => entry.fields.kind === kind),
        kind,
      ).toBe(true);
  });
});
