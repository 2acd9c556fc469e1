import { describe, expect, it } from 'vitest';
import { budgetBarColour, totalTransactions } from './budget';
import {
  BRAND_CATEGORIES,
  BRAND_GENERATION_DELAY_MS,
  formatInr,
  formatSampleDate,
  formatUsdPrice,
  SAMPLE_BRAND_NAMES,
  SAMPLE_BUDGET,
  SAMPLE_SUGGESTED_DOMAINS,
  SAMPLE_TRACKED_DOMAINS,
  SAMPLE_TRANSACTIONS,
} from './sample-data';

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

describe('the sample data', () => {
  it('gives each budget line the percentage it has spent, with a red, a yellow and a green line', () => {
    for (const line of SAMPLE_BUDGET) expect(line.percentage).toBe(Math.round((line.spent / line.allocated) * 100));
    expect(new Set(SAMPLE_BUDGET.map((line) => budgetBarColour(line.percentage)))).toEqual(new Set(['red', 'yellow', 'green']));
    expect(SAMPLE_BUDGET.some((line) => line.percentage > 100)).toBe(true);
  });

  it('has expenses as negative amounts and totals that add up', () => {
    const expenses = SAMPLE_TRANSACTIONS.filter((transaction) => transaction.category !== 'Revenue');
    expect(expenses.length).toBeGreaterThan(0);
    for (const expense of expenses) expect(expense.amount).toBeLessThan(0);
    for (const income of SAMPLE_TRANSACTIONS.filter((transaction) => transaction.category === 'Revenue')) expect(income.amount).toBeGreaterThan(0);
    expect(totalTransactions(SAMPLE_TRANSACTIONS)).toEqual({ revenue: 5_30_000, expenses: 1_62_000, netProfit: 3_68_000 });
  });

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

  it('has four brand names in each of Modern, Creative, Tech and Professional, some available and some taken', () => {
    expect(BRAND_CATEGORIES).toEqual(['Modern', 'Creative', 'Tech', 'Professional']);
    expect(Object.keys(SAMPLE_BRAND_NAMES)).toEqual([...BRAND_CATEGORIES]);
    for (const category of BRAND_CATEGORIES) expect(SAMPLE_BRAND_NAMES[category]).toHaveLength(4);
    const all = Object.values(SAMPLE_BRAND_NAMES).flat();
    expect(new Set(all.map((brand) => brand.name)).size).toBe(16);
    expect(new Set(all.map((brand) => brand.available))).toEqual(new Set([true, false]));
    for (const brand of all) expect(brand.domain).toMatch(/^[a-z]+\.[a-z.]+$/);
  });

  it('simulates brand generation for 2 seconds', () => {
    expect(BRAND_GENERATION_DELAY_MS).toBe(2000);
  });
});

describe('formatting', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(125000)).toBe('₹1,25,000');
    expect(formatInr(12_34_56_789)).toBe('₹12,34,56,789');
    expect(formatInr(-42000)).toBe('-₹42,000');
    expect(formatInr(1250.5)).toBe('₹1,250.50');
    expect(formatInr(0)).toBe('₹0');
  });

  it('formats dollars with cents', () => {
    expect(formatUsdPrice(12.99)).toBe('$12.99');
    expect(formatUsdPrice(1200)).toBe('$1,200.00');
  });

  it('formats ISO dates the same in every time zone', () => {
    expect(formatSampleDate('2025-07-20')).toBe('20 Jul 2025');
  });
});
