import { newInvestor, type Investor } from '../investor-crm/investor-record';

/** A finance model whose one founder costs 30,000 a month against 100,000 in the bank: cash runs out in month 4. */
export const burningPlan = (currency: string) => ({
  currency,
  months: 12,
  startingCash: 100_000,
  costOfRevenuePercent: 0,
  streams: [],
  headcount: [{ id: 'r1', role: 'Founder', monthlyCost: 30_000, startMonth: 1 }],
  expenses: [],
  funding: [],
});

/** A round of $500,000 with $100,000 and $50,000 committed (30 %), and `others` not committed yet. */
export const seedRound = (...others: Investor[]) => ({
  currency: 'USD',
  roundTarget: 500_000,
  timeZone: 'UTC',
  investors: [
    newInvestor('i1', { name: 'Ana Angel', stage: 'committed', cheque: 100_000 }),
    newInvestor('i2', { name: 'Blue Fund', stage: 'committed', cheque: 50_000 }),
    ...others,
  ],
});
