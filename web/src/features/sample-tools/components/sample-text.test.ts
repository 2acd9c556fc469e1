import {
  BRAND_CATEGORIES,
  formatInr,
  formatSampleDate,
  formatUsdPrice,
  SAMPLE_BUDGET,
  SAMPLE_TRACKED_DOMAINS,
  SAMPLE_TRANSACTIONS,
  type DomainStatus,
} from '@core/tools/sample-tools/sample-data';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAskingMessages } from '@/test/message-probe';
import { useSampleText, type SampleText } from './sample-text';

const STATUSES: readonly DomainStatus[] = ['available', 'taken', 'expiring'];

/** Every word of core's sample data, said through the hook, with core's English for it. */
const saidWords = (text: SampleText) => [
  ...SAMPLE_TRANSACTIONS.map((transaction) => [() => text.transactionDescription(transaction), transaction.description] as const),
  ...[...new Set([...SAMPLE_BUDGET.map((line) => line.name), ...SAMPLE_TRANSACTIONS.map((transaction) => transaction.category)])].map(
    (name) => [() => text.accountName(name), name] as const,
  ),
  ...BRAND_CATEGORIES.map((category) => [() => text.brandCategoryName(category), category] as const),
];

describe('useSampleText', () => {
  it("says, in English, every word of the sample data exactly as core does, and core's figures as core formats them", () => {
    const { result } = renderHook(() => useSampleText());
    for (const [say, english] of saidWords(result.current)) expect(say()).toBe(english);
    expect(STATUSES.map(result.current.domainStatusName)).toEqual(['Available', 'Taken', 'Expiring']);
    for (const amount of [1_25_000, -42_000, 12.5]) expect(result.current.formatInr(amount)).toBe(formatInr(amount));
    for (const domain of SAMPLE_TRACKED_DOMAINS) {
      expect(result.current.formatUsdPrice(domain.price)).toBe(formatUsdPrice(domain.price));
      expect(result.current.formatDate(domain.lastChecked)).toBe(formatSampleDate(domain.lastChecked));
    }
    expect(result.current.formatPercent(110)).toBe('110%');
  });

  it('has a message of its own, under sampleTools.data, for every word; figures in the page’s language keep their currency', () => {
    // In a language with no messages loaded, each word asks for its own message (and falls back to English).
    const { result, idsOf } = renderHookAskingMessages(() => useSampleText());
    const idOf = (say: () => string) => idsOf(say)[0]!;
    const ids = [...saidWords(result.current).map(([say]) => idOf(say)), ...STATUSES.map((status) => idOf(() => result.current.domainStatusName(status)))];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^sampleTools\.data\.[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);

    expect(result.current.formatInr(1_25_000)).toBe('125.000\u00a0₹');
    expect(result.current.formatUsdPrice(12.99)).toBe('12,99\u00a0$');
    expect(result.current.formatDate('2025-07-20')).toBe('20. Juli 2025');
  });
});
