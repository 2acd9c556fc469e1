import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema } from '../tool-document-contracts';
import { esopPlanDataSchema, esopPlanDocuments } from './esop-plans';

/** A plan as the API checks it: its name and data. */
const esopPlanSchema = toolDocumentInputSchema(esopPlanDocuments);

const grant = {
  id: 'g1',
  holder: 'Priya',
  role: 'Engineer',
  amount: { unit: 'shares', value: 40_000 },
  grantDate: '2025-03-01',
  strikePrice: 0.25,
  vestingYears: 4,
  cliffMonths: 12,
};
const data = {
  currency: 'USD',
  company: { fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 10 } },
  grants: [grant],
  round: { preMoney: 8_000_000, investment: 2_000_000, targetPoolPercent: 10 },
  founders: [],
};

/** The first issue's message and where it is. */
const issueOf = (input: unknown) => {
  const issue = esopPlanDataSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};

describe('a saved ESOP plan', () => {
  it('accepts a plan and trims its texts', () => {
    const parsed = esopPlanSchema.parse({
      name: ' Seed plan ',
      data: { ...data, grants: [{ ...grant, holder: ' Priya ' }] },
    });
    expect(parsed.name).toBe('Seed plan');
    expect(parsed.data.grants[0]?.holder).toBe('Priya');
  });

  it('names the field of what it refuses, with its message', () => {
    expect(issueOf({ ...data, currency: 'XYZ' })).toEqual(['currency', 'Choose a currency']);
    expect(issueOf({ ...data, company: { ...data.company, fullyDilutedShares: 1.5 } })).toEqual([
      'company.fullyDilutedShares',
      'Enter a whole number of shares from 1 to 100 billion',
    ]);
    expect(
      issueOf({ ...data, company: { fullyDilutedShares: 1_000, pool: { unit: 'shares', value: 1_000 } } }),
    ).toEqual(['company.pool.value', 'The pool must be smaller than the fully diluted shares']);
    expect(issueOf({ ...data, company: { ...data.company, pool: { unit: 'percent', value: 100 } } })).toEqual([
      'company.pool.value',
      'Enter a pool from 0 to 99.99%',
    ]);
    expect(issueOf({ ...data, grants: [{ ...grant, holder: '  ' }] })).toEqual([
      'grants.0.holder',
      'Holder is required',
    ]);
    expect(issueOf({ ...data, grants: [{ ...grant, amount: { unit: 'shares', value: 0 } }] })).toEqual([
      'grants.0.amount.value',
      'Enter a whole number of shares, 1 or more',
    ]);
    expect(issueOf({ ...data, grants: [{ ...grant, grantDate: '2025-02-30' }] })).toEqual([
      'grants.0.grantDate',
      'Enter a date between 1970-01-01 and 2100-12-31',
    ]);
    expect(issueOf({ ...data, grants: [{ ...grant, strikePrice: -1 }] })).toEqual([
      'grants.0.strikePrice',
      'Enter a price of 0 or more',
    ]);
    expect(issueOf({ ...data, grants: [{ ...grant, vestingYears: 1, cliffMonths: 13 }] })).toEqual([
      'grants.0.cliffMonths',
      'The cliff cannot be longer than the vesting period',
    ]);
    expect(issueOf({ ...data, grants: [grant, grant] })).toEqual(['grants', 'Each grant must appear once']);
    expect(issueOf({ ...data, round: { ...data.round, preMoney: 0 } })).toEqual([
      'round.preMoney',
      'Enter a valuation above 0',
    ]);
  });

  it('refuses a round that leaves the founders nothing: investors 20 % + pool 80 % = 100 %', () => {
    expect(issueOf({ ...data, round: { ...data.round, targetPoolPercent: 80 } })).toEqual([
      'round.targetPoolPercent',
      'The investors and the pool together must stay under 100% after the round',
    ]);
    expect(esopPlanDataSchema.safeParse({ ...data, round: { ...data.round, targetPoolPercent: 79.99 } }).success).toBe(
      true,
    );
  });

  it("needs the founders' percentages to add up to 100", () => {
    const founders = [
      { id: 'a', name: 'Ada', percent: 60 },
      { id: 'b', name: 'Grace', percent: 39 },
    ];
    expect(issueOf({ ...data, founders })).toEqual(['founders', 'The percentages of the founders must add up to 100']);
    expect(
      esopPlanDataSchema.safeParse({ ...data, founders: [founders[0], { ...founders[1], percent: 40 }] }).success,
    ).toBe(true);
  });
});
