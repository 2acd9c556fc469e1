import { describe, expect, it } from 'vitest';
import type { FinanceModel } from './finance-model';
import { isEmptyProjection, projectModel } from './project-model';

/** A model with no lines; each test adds what it is about. */
const model = (overrides: Partial<FinanceModel>): FinanceModel => ({
  currency: 'USD',
  months: 12,
  startingCash: 0,
  costOfRevenuePercent: 0,
  streams: [],
  headcount: [],
  expenses: [],
  funding: [],
  ...overrides,
});

const flatMrr = (start: number) => ({
  id: 's',
  name: 'Subscriptions',
  kind: 'recurring' as const,
  start,
  price: 0,
  growthPercent: 0,
  churnPercent: 0,
});

// The 24-month model of ADR 0046, worked by hand:
//   revenue 1,000 a month (MRR 1,000, no growth or churn); cost of revenue 20 % → 200; marketing 10 % of revenue → 100;
//   rent 1,000; founder 5,000 from month 1; engineer 4,000 from month 4; 30,000 raised in month 10; starting cash 100,000.
//   Months 1-3: expenses 200 + 5,000 + 1,000 + 100 = 6,300, net burn 6,300 − 1,000 = 5,300 → cash 94,700, 89,400, 84,100.
//   Months 4-24: expenses 200 + 9,000 + 1,100 = 10,300, net burn 9,300 →
//   4: 74,800  5: 65,500  6: 56,200  7: 46,900  8: 37,600  9: 28,300  10: 28,300 + 30,000 − 9,300 = 49,000
//   11: 39,700  12: 30,400  13: 21,100  14: 11,800  15: 2,500  16: −6,800 → cash runs out in month 16: a runway of 15 months.
const TWENTY_FOUR_MONTHS = model({
  months: 24,
  startingCash: 100_000,
  costOfRevenuePercent: 20,
  streams: [flatMrr(1000)],
  headcount: [
    { id: 'r1', role: 'Founder', monthlyCost: 5000, startMonth: 1 },
    { id: 'r2', role: 'Engineer', monthlyCost: 4000, startMonth: 4 },
  ],
  expenses: [
    { id: 'e1', name: 'Rent', kind: 'fixed', value: 1000 },
    { id: 'e2', name: 'Marketing', kind: 'percent', value: 10 },
  ],
  funding: [{ id: 'f1', name: 'Seed', month: 10, amount: 30_000 }],
});

describe('projectModel', () => {
  it('counts the runway of a 24-month model by hand: cash runs out in month 16, 15 months of runway', () => {
    const projection = projectModel(TWENTY_FOUR_MONTHS);
    expect(projection.months).toHaveLength(24);
    expect(projection.months.slice(0, 16).map((month) => month.cash)).toEqual([
      94_700, 89_400, 84_100, 74_800, 65_500, 56_200, 46_900, 37_600, 28_300, 49_000, 39_700, 30_400, 21_100, 11_800,
      2_500, -6_800,
    ]);
    expect(projection.cashOutMonth).toBe(16);
    expect(projection.runwayMonths).toBe(15);
    expect(projection.breakEvenMonth).toBeNull();
    // Month 24: 2,500 − 9 × 9,300 = −81,200, the lowest.
    expect(projection.lowestCash).toBe(-81_200);
  });

  it('gives each month its parts: month 4 of the 24-month model', () => {
    expect(projectModel(TWENTY_FOUR_MONTHS).months[3]).toEqual({
      month: 4,
      revenue: 1000,
      costOfRevenue: 200,
      grossMargin: 800,
      payroll: 9000,
      operatingExpenses: 1100,
      expenses: 10_300,
      netBurn: 9300,
      funding: 0,
      cash: 74_800,
    });
  });

  it('counts funding in its month: without the month-10 round the same model runs out in month 13', () => {
    // 9: 28,300  10: 19,000  11: 9,700  12: 400  13: −8,900.
    const projection = projectModel({ ...TWENTY_FOUR_MONTHS, funding: [] });
    expect(projection.months[11]?.cash).toBe(400);
    expect(projection.cashOutMonth).toBe(13);
    expect(projection.runwayMonths).toBe(12);
  });

  it('grows and churns each stream from month 2, on last month’s base', () => {
    const projection = projectModel(
      model({
        streams: [
          // MRR 1,000, +10 % −5 %: × 1.05 a month → 1,000, 1,050, 1,102.5.
          { id: 'a', name: 'SaaS', kind: 'recurring', start: 1000, price: 999, growthPercent: 10, churnPercent: 5 },
          // 10 units at 50, +20 %: 500, 12 × 50 = 600, 14.4 × 50 = 720.
          { id: 'b', name: 'Kits', kind: 'units', start: 10, price: 50, growthPercent: 20, churnPercent: 0 },
        ],
      }),
    );
    const [first, second, third] = projection.months.map((month) => month.revenue);
    expect(first).toBe(1500);
    expect(second).toBeCloseTo(1650, 9);
    expect(third).toBeCloseTo(1822.5, 9);
  });

  it('finds the first month that breaks even, and no runway end when cash never goes below zero', () => {
    // MRR 1,000 growing 50 %: 1,000, 1,500, 2,250, 3,375. Expenses a fixed 3,000.
    // Net burn 2,000, 1,500, 750, −375 → break-even in month 4. Cash from 10,000: 8,000, 6,500, 5,750, 6,125, then up.
    const projection = projectModel(
      model({
        startingCash: 10_000,
        streams: [{ ...flatMrr(1000), growthPercent: 50 }],
        expenses: [{ id: 'e', name: 'Costs', kind: 'fixed', value: 3000 }],
      }),
    );
    expect(projection.months.slice(0, 4).map((month) => month.cash)).toEqual([8000, 6500, 5750, 6125]);
    expect(projection.breakEvenMonth).toBe(4);
    expect(projection.runwayMonths).toBeNull();
    expect(projection.cashOutMonth).toBeNull();
    expect(projection.lowestCash).toBe(5750);
  });

  it('does not call a month with no revenue and no costs a break-even', () => {
    // By hand: 50,000 in the bank and nothing else burns nothing, month after month, but sells nothing either.
    const idle = projectModel(model({ startingCash: 50_000 }));
    expect(idle.months.map((month) => month.netBurn)).toEqual(Array(12).fill(0));
    expect(idle.breakEvenMonth).toBeNull();
    expect(idle.runwayMonths).toBeNull();
    // An engineer at 4,000 from month 3, no revenue, 20,000 in the bank: months 1-2 cost nothing, then
    // 16,000, 12,000, 8,000, 4,000, 0 (month 7, not out), −4,000 in month 8 → 7 months of runway, never break-even.
    const hiring = projectModel(
      model({ startingCash: 20_000, headcount: [{ id: 'r', role: 'Engineer', monthlyCost: 4000, startMonth: 3 }] }),
    );
    expect(hiring.months.slice(0, 8).map((month) => month.cash)).toEqual([
      20_000, 20_000, 16_000, 12_000, 8000, 4000, 0, -4000,
    ]);
    expect(hiring.runwayMonths).toBe(7);
    expect(hiring.breakEvenMonth).toBeNull();
  });

  it('has no runway left when the first month already closes below zero, and a balance of exactly 0 has not run out', () => {
    const rent = { id: 'e', name: 'Rent', kind: 'fixed' as const, value: 500 };
    expect(projectModel(model({ startingCash: 400, expenses: [rent] })).runwayMonths).toBe(0);
    // 1,000 at 500 a month: 500, 0 (not out), −500 in month 3 → 2 months.
    const exact = projectModel(model({ startingCash: 1000, expenses: [rent] }));
    expect(exact.months[1]?.cash).toBe(0);
    expect(exact.runwayMonths).toBe(2);
  });

  it('adds roles starting in the same month and funding events in the same month', () => {
    const projection = projectModel(
      model({
        headcount: [
          { id: 'a', role: 'A', monthlyCost: 100, startMonth: 2 },
          { id: 'b', role: 'B', monthlyCost: 50, startMonth: 2 },
        ],
        funding: [
          { id: 'f', name: 'Angel', month: 1, amount: 1000 },
          { id: 'g', name: 'Grant', month: 1, amount: 500 },
        ],
      }),
    );
    // Month 1: 1,500 in, no payroll. Month 2: 150 payroll → 1,350. Month 3: 1,200.
    expect(projection.months.slice(0, 3).map((month) => [month.payroll, month.funding, month.cash])).toEqual([
      [0, 1500, 1500],
      [150, 0, 1350],
      [150, 0, 1200],
    ]);
    // A month with revenue and nothing else breaks even at once.
    expect(projectModel(model({ streams: [flatMrr(10)] })).breakEvenMonth).toBe(1);
  });
});

describe('isEmptyProjection', () => {
  it('is a model with nothing in it: no cash, no line', () => {
    expect(isEmptyProjection(projectModel(model({})))).toBe(true);
  });

  it.each([
    ['starting cash', { startingCash: 1 }],
    ['a stream', { streams: [flatMrr(1)] }],
    ['a role', { headcount: [{ id: 'r', role: 'Founder', monthlyCost: 1, startMonth: 12 }] }],
    ['an expense', { expenses: [{ id: 'e', name: 'Rent', kind: 'fixed' as const, value: 1 }] }],
    ['funding', { funding: [{ id: 'f', name: 'Seed', month: 12, amount: 1 }] }],
  ])('is not a model with %s, however small or late', (_what, overrides) => {
    expect(isEmptyProjection(projectModel(model(overrides)))).toBe(false);
  });
});
