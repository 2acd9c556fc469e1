import { describe, expect, it } from 'vitest';
import { formatSampleDate, formatUsdPrice, SAMPLE_SUGGESTED_DOMAINS, SAMPLE_TRACKED_DOMAINS } from './sample-data';

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

describe('the sample data', () => {
  it('tracks domains in each status, the expiry date being optional', () => {
    expect(new Set(SAMPLE_TRACKED_DOMAINS.map((domain) => domain.status))).toEqual(new Set(['available', 'taken', 'expiring']));
    expect(SAMPLE_TRACKED_DOMAINS.some((domain) => domain.expiryDate === undefined)).toBe(true);
    for (const domain of SAMPLE_TRACKED_DOMAINS) {
      expect(isIsoDate(domain.lastChecked)).toBe(true);
      if (domain.expiryDate !== undefined) expect(isIsoDate(domain.expiryDate)).toBe(true);
    }
  });

  it('suggests 8 different domains', () => {
    expect(new Set(SAMPLE_SUGGESTED_DOMAINS).size).toBe(8);
    expect(SAMPLE_SUGGESTED_DOMAINS).toHaveLength(8);
  });
});

describe('formatting', () => {
  it('formats dollars with cents', () => {
    expect(formatUsdPrice(12.99)).toBe('$12.99');
    expect(formatUsdPrice(1200)).toBe('$1,200.00');
  });

  it('formats ISO dates the same in every time zone', () => {
    expect(formatSampleDate('2025-07-20')).toBe('20 Jul 2025');
  });
});
