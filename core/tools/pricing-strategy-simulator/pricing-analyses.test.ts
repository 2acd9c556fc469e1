import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema, toolDocumentTexts } from '../tool-document-contracts';
import { NEW_PRICING_ANALYSIS, pricingAnalysisDocuments } from './pricing-analyses';

/** An analysis as the API checks it: its name and data. */
const pricingAnalysisSchema = toolDocumentInputSchema(pricingAnalysisDocuments);

const valid = { name: ' Launch ', data: NEW_PRICING_ANALYSIS };
/** The first issue of a save with `data` changed: its path under data, and its message. */
const issueOf = (data: object) => {
  const result = pricingAnalysisSchema.safeParse({ ...valid, data: { ...NEW_PRICING_ANALYSIS, ...data } });
  const [issue] = result.error?.issues ?? [];
  return issue && { path: issue.path.slice(1).join('.'), message: issue.message };
};

describe('saved pricing analyses', () => {
  it('keep a whole analysis, the name trimmed', () => {
    expect(
      pricingAnalysisSchema.parse({ ...valid, data: { ...NEW_PRICING_ANALYSIS, answers: [[5, 10, 20, 30]] } }),
    ).toEqual({
      name: 'Launch',
      data: { ...NEW_PRICING_ANALYSIS, answers: [[5, 10, 20, 30]] },
    });
  });

  it('say in their own words what is wrong with a field', () => {
    expect(issueOf({ currency: 'JPY' })?.path).toBe('currency');
    expect(issueOf({ tiers: [] })).toEqual({ path: 'tiers', message: 'Add at least one tier' });
    expect(issueOf({ tiers: [{ id: 't', name: 'Solo', price: 10, share: 90 }] })).toEqual({
      path: 'tiers',
      message: 'The tiers’ shares must add up to 100 %',
    });
    expect(issueOf({ tiers: [{ id: 't', name: ' ', price: 10, share: 100 }] })).toEqual({
      path: 'tiers.0.name',
      message: 'Tier name is required',
    });
    expect(issueOf({ tiers: [{ id: 't', name: 'Solo', price: -1, share: 100 }] })).toEqual({
      path: 'tiers.0.price',
      message: 'Enter a price from 0 to 1000000000',
    });
    expect(issueOf({ tiers: [{ id: 't', name: 'Solo', price: Number.NaN, share: 100 }] })?.path).toBe('tiers.0.price');
    expect(issueOf({ demand: { customers: 10.5, lossPer10Percent: 5 } })).toEqual({
      path: 'demand.customers',
      message: 'Enter a whole number of customers from 0 to 1000000000',
    });
    expect(issueOf({ demand: { customers: 10, lossPer10Percent: 0 } })).toEqual({
      path: 'demand.lossPer10Percent',
      message: 'Enter a loss above 0 and at most 100 %',
    });
    expect(issueOf({ economics: { grossMargin: 80, monthlyChurn: 0, cac: 1 } })).toEqual({
      path: 'economics.monthlyChurn',
      message: 'Enter a monthly churn above 0 and at most 100 %',
    });
    expect(issueOf({ economics: { grossMargin: 101, monthlyChurn: 2, cac: 1 } })?.path).toBe('economics.grossMargin');
    expect(issueOf({ answers: [[10, 5, 20, 30]] })).toEqual({
      path: 'answers',
      message: 'Each answer must go too cheap ≤ cheap ≤ expensive ≤ too expensive',
    });
    expect(issueOf({ answers: Array.from({ length: 5001 }, () => [1, 2, 3, 4]) })).toEqual({
      path: 'answers',
      message: 'At most 5000 answers',
    });
  });

  it('are told about in the tool’s nouns, and summarized by tiers and answers', () => {
    const texts = toolDocumentTexts(pricingAnalysisDocuments);
    expect(texts.notFound).toBe('Analysis not found');
    expect(texts.nameTaken('Launch')).toBe("You already have an analysis named 'Launch'");
    expect(texts.tooMany).toBe('You can save up to 100 analyses. Delete one to save another.');
    expect(pricingAnalysisDocuments.summarize(NEW_PRICING_ANALYSIS)).toBe('2 tiers, 0 answers');
    expect(
      pricingAnalysisDocuments.summarize({
        ...NEW_PRICING_ANALYSIS,
        tiers: NEW_PRICING_ANALYSIS.tiers.slice(0, 1),
        answers: [[1, 2, 3, 4]],
      }),
    ).toBe('1 tier, 1 answer');
  });
});
