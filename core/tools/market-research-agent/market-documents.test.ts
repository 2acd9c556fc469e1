import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema, toolDocumentTexts } from '../tool-document-contracts';
import { findToolDocuments } from '../tool-documents';
import { marketDataSchema, marketDocuments } from './market-documents';

const noted = (value: number, note = '') => ({ value, note });
const data = {
  currency: 'USD',
  topDown: {
    customers: noted(2_000_000, 'Census 2025'),
    annualSpend: noted(120),
    serviceablePercent: noted(25),
    obtainablePercent: noted(5),
  },
  bottomUp: { customers: noted(1_500), price: noted(99), purchasesPerYear: noted(12) },
  overview: { text: '', aiDraft: false },
};

const issueOf = (input: unknown) => {
  const issue = marketDataSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};

describe('a saved market', () => {
  it('is registered, called a market, and summarized by its TAM', () => {
    expect(findToolDocuments('market-research-agent')).toBe(marketDocuments);
    const texts = toolDocumentTexts(marketDocuments);
    expect(texts.notFound).toBe('Market not found');
    expect(texts.nameTaken('EU bakeries')).toBe("You already have a market named 'EU bakeries'");
    expect(texts.tooMany).toBe('You can save up to 100 markets. Delete one to save another.');
    // 2,000,000 × 120 = 240,000,000.
    expect(marketDocuments.summarize(marketDataSchema.parse(data))).toBe('TAM 240000000 USD');
  });

  it('accepts a market and trims its notes', () => {
    const parsed = toolDocumentInputSchema(marketDocuments).parse({
      name: ' Bakeries ',
      data: { ...data, bottomUp: { ...data.bottomUp, price: noted(99, ' Our list price ') } },
    });
    expect(parsed.name).toBe('Bakeries');
    expect(parsed.data.bottomUp.price.note).toBe('Our list price');
  });

  it('names the field of what it refuses, with its message', () => {
    expect(issueOf({ ...data, currency: 'XYZ' })).toEqual(['currency', 'Choose a currency']);
    expect(issueOf({ ...data, topDown: { ...data.topDown, customers: noted(1.5) } })).toEqual([
      'topDown.customers.value',
      'Enter a whole number of customers, 0 or more',
    ]);
    expect(issueOf({ ...data, topDown: { ...data.topDown, annualSpend: noted(-1) } })).toEqual([
      'topDown.annualSpend.value',
      'Enter an amount of 0 or more',
    ]);
    expect(issueOf({ ...data, topDown: { ...data.topDown, serviceablePercent: noted(100.5) } })).toEqual([
      'topDown.serviceablePercent.value',
      'Enter a percentage from 0 to 100',
    ]);
    expect(issueOf({ ...data, topDown: { ...data.topDown, obtainablePercent: noted(5, 'x'.repeat(501)) } })).toEqual([
      'topDown.obtainablePercent.note',
      'At most 500 characters',
    ]);
    expect(issueOf({ ...data, bottomUp: { ...data.bottomUp, customers: noted(-1) } })).toEqual([
      'bottomUp.customers.value',
      'Enter a whole number of customers, 0 or more',
    ]);
    expect(issueOf({ ...data, bottomUp: { ...data.bottomUp, purchasesPerYear: noted(0) } })).toEqual([
      'bottomUp.purchasesPerYear.value',
      'Enter purchases a year above 0, at most 100000',
    ]);
    expect(issueOf({ ...data, overview: { text: 'x'.repeat(20_001), aiDraft: false } })).toEqual([
      'overview.text',
      'The overview must be at most 20000 characters',
    ]);
  });
});
