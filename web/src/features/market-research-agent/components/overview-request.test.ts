import { describe, expect, it } from 'vitest';
import { NEW_MARKET } from '../hooks/market-form';
import { overviewNotesOf, overviewRequestOf } from './overview-request';
import type { AssumptionLabels } from './use-assumption-labels';

const labels: AssumptionLabels = {
  topDown: [
    ['customers', 'Potential customers'],
    ['annualSpend', 'Yearly spend per customer'],
    ['serviceablePercent', 'Share you can serve (%)'],
    ['obtainablePercent', 'Share you can win (%)'],
  ],
  bottomUp: [
    ['customers', 'Customers you can win'],
    ['price', 'Price per purchase'],
    ['purchasesPerYear', 'Purchases per customer a year'],
  ],
};

describe('the market overview’s draft request', () => {
  it('tells the noted assumptions in the page’s order, then the overview', () => {
    const form = {
      ...NEW_MARKET,
      topDown: { ...NEW_MARKET.topDown, annualSpend: { value: '120', note: 'Survey of 40 owners' } },
      bottomUp: { ...NEW_MARKET.bottomUp, customers: { value: '1500', note: 'Two cities' } },
      overview: { text: '  Dog owners first.\n', aiDraft: false },
    };
    expect(overviewNotesOf(form, labels)).toBe(
      'Yearly spend per customer: 120 (Survey of 40 owners)\nCustomers you can win: 1500 (Two cities)\nDog owners first.',
    );
  });

  it('cuts the notes to the 4,000 characters a draft takes', () => {
    const form = { ...NEW_MARKET, overview: { text: 'x'.repeat(5_000), aiDraft: false } };
    expect(overviewRequestOf('Pets', form, labels).request?.input).toEqual({
      market: 'Pets',
      notes: 'x'.repeat(4_000),
    });
  });

  it('has no request without the market’s name, and says so for its field', () => {
    expect(overviewRequestOf('  ', NEW_MARKET, labels)).toEqual({
      request: null,
      nameIssue: 'This is needed for an AI draft',
    });
  });
});
