import { formatSampleDate, formatUsdPrice, SAMPLE_TRACKED_DOMAINS, type DomainStatus } from '@core/tools/sample-tools/sample-data';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAskingMessages } from '@/test/message-probe';
import { useSampleText } from './sample-text';

const STATUSES: readonly DomainStatus[] = ['available', 'taken', 'expiring'];

describe('useSampleText', () => {
  it("says, in English, every word of the sample data exactly as core does, and core's figures as core formats them", () => {
    const { result } = renderHook(() => useSampleText());
    expect(STATUSES.map(result.current.domainStatusName)).toEqual(['Available', 'Taken', 'Expiring']);
    for (const domain of SAMPLE_TRACKED_DOMAINS) {
      expect(result.current.formatUsdPrice(domain.price)).toBe(formatUsdPrice(domain.price));
      expect(result.current.formatDate(domain.lastChecked)).toBe(formatSampleDate(domain.lastChecked));
    }
  });

  it('has a message of its own, under sampleTools.data, for every word; figures in the page’s language keep their currency', () => {
    // In a language with no messages loaded, each word asks for its own message (and falls back to English).
    const { result, idsOf } = renderHookAskingMessages(() => useSampleText());
    const idOf = (say: () => string) => idsOf(say)[0]!;
    const ids = STATUSES.map((status) => idOf(() => result.current.domainStatusName(status)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^sampleTools\.data\.[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);

    expect(result.current.formatUsdPrice(12.99)).toBe('12,99\u00a0$');
    expect(result.current.formatDate('2025-07-20')).toBe('20. Juli 2025');
  });
});
