import { describe, expect, it } from 'vitest';
import { financeModelSchema, type FinanceModel } from './finance-model';
import { financeModelDocuments } from './finance-model-documents';

const valid: FinanceModel = {
  currency: 'INR',
  months: 24,
  startingCash: 5_000_000,
  costOfRevenuePercent: 15,
  streams: [
    { id: 's1', name: 'Subscriptions', kind: 'recurring', start: 100_000, price: 0, growthPercent: 8, churnPercent: 2 },
  ],
  headcount: [{ id: 'r1', role: 'Founder', monthlyCost: 150_000, startMonth: 1 }],
  expenses: [{ id: 'e1', name: 'Marketing', kind: 'percent', value: 10 }],
  funding: [{ id: 'f1', name: 'Seed', month: 6, amount: 20_000_000 }],
};

/** Each issue as 'path: message'. */
const issuesOf = (input: unknown) =>
  financeModelSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('financeModelSchema', () => {
  it('accepts a whole model, trimming names', () => {
    const parsed = financeModelSchema.parse({ ...valid, streams: [{ ...valid.streams[0], name: ' Subscriptions ' }] });
    expect(parsed).toEqual(valid);
  });

  it('names each field it refuses, with its message', () => {
    expect(issuesOf({ ...valid, months: 6 })).toEqual(['months: Enter a whole number of months from 12 to 60']);
    expect(issuesOf({ ...valid, months: 24.5 })).toEqual(['months: Enter a number']);
    expect(issuesOf({ ...valid, startingCash: -1 })).toEqual(['startingCash: Enter 0 or more']);
    expect(issuesOf({ ...valid, startingCash: Number.NaN })).toEqual(['startingCash: Enter a number']);
    expect(issuesOf({ ...valid, startingCash: 2e12 })).toEqual(['startingCash: Enter at most 1000000000000']);
    expect(issuesOf({ ...valid, costOfRevenuePercent: 101 })).toEqual([
      'costOfRevenuePercent: Enter a percentage from 0 to 100',
    ]);
    expect(issuesOf({ ...valid, currency: 'JPY' })).toEqual(['currency: Choose a currency']);
    expect(issuesOf({ ...valid, streams: [{ ...valid.streams[0], name: '  ', churnPercent: -3 }] })).toEqual([
      'streams.0.name: Enter a name',
      'streams.0.churnPercent: Enter a percentage from 0 to 100',
    ]);
  });

  it('keeps start months and funding months within the plan, and a percentage expense at 100 % or less', () => {
    expect(
      issuesOf({
        ...valid,
        headcount: [{ ...valid.headcount[0], startMonth: 25 }],
        funding: [
          { ...valid.funding[0], month: 0 },
          { ...valid.funding[0], id: 'f2', month: 30 },
        ],
        expenses: [{ ...valid.expenses[0], value: 150 }],
      }),
    ).toEqual([
      'funding.0.month: Months start at 1',
      'headcount.0.startMonth: Enter a month from 1 to 24',
      'funding.1.month: Enter a month from 1 to 24',
      'expenses.0.value: Enter a percentage from 0 to 100',
    ]);
    // A fixed expense of 150 is fine.
    expect(issuesOf({ ...valid, expenses: [{ ...valid.expenses[0], kind: 'fixed', value: 150 }] })).toEqual([]);
  });

  it('limits the lines of each list', () => {
    const roles = Array.from({ length: 101 }, (_, index) => ({ ...valid.headcount[0], id: `r${index}` }));
    expect(issuesOf({ ...valid, headcount: roles })).toEqual(['headcount: At most 100 lines']);
  });
});

describe('financeModelDocuments', () => {
  it('summarises a scenario by its length and currency', () => {
    expect(financeModelDocuments.summarize(valid)).toBe('24 months · INR');
  });
});
