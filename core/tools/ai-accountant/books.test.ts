import { describe, expect, it } from 'vitest';
import {
  budgetBarColour,
  budgetBarWidth,
  budgetLines,
  categoryByRules,
  entriesOfSums,
  monthlyFigures,
  recategorised,
  totalsOf,
} from './books';

const fy = { from: '2025-04-01', to: '2026-03-31' };
const row = (id: string, date: string, amount: number, category: string, description = id) => ({
  id,
  date,
  amount,
  category,
  description,
});

describe('totalsOf', () => {
  it('adds revenue and expenses apart, and nets them', () => {
    // Revenue 3,50,000 + 1,80,000 = 5,30,000; expenses 42,000 + 65,000 + 55,000 = 1,62,000; net 5,30,000 − 1,62,000 = 3,68,000.
    expect(
      totalsOf([
        { amount: 350_000 },
        { amount: -42_000 },
        { amount: 180_000 },
        { amount: -65_000 },
        { amount: -55_000 },
      ]),
    ).toEqual({
      revenue: 530_000,
      expenses: 162_000,
      netProfit: 368_000,
    });
  });

  it('adds in cents: 0.10 + 0.20 is 0.30, and a loss is a negative net', () => {
    expect(totalsOf([{ amount: 0.1 }, { amount: 0.2 }, { amount: -1.05 }])).toEqual({
      revenue: 0.3,
      expenses: 1.05,
      netProfit: -0.75,
    });
    expect(totalsOf([])).toEqual({ revenue: 0, expenses: 0, netProfit: 0 });
  });
});

describe('monthlyFigures', () => {
  it('gives every month of the period, those with nothing at 0, and leaves out dates outside it', () => {
    const months = monthlyFigures(
      [
        row('a', '2025-04-03', 1000, 'Revenue'),
        row('b', '2025-04-20', -300, 'Rent'),
        row('c', '2026-03-31', -50.5, 'Rent'),
        row('d', '2026-04-01', 999, 'Revenue'),
      ],
      fy,
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-04', revenue: 1000, expenses: 300 });
    expect(months[1]).toEqual({ month: '2025-05', revenue: 0, expenses: 0 });
    expect(months[11]).toEqual({ month: '2026-03', revenue: 0, expenses: 50.5 });
  });
});

describe('budgetLines', () => {
  const spending = [
    row('1', '2025-04-10', -12_000, 'Marketing'),
    row('2', '2025-05-10', -6_000, 'Marketing'),
    row('3', '2025-05-11', 2_000, 'Marketing'), // a refund: revenue, not less spending
    row('4', '2025-04-01', -9_500, 'Infrastructure'),
  ];

  it('allocates the monthly amount for each month of the period and works out the percentage spent', () => {
    // Marketing: 10,000 a month × 2 months (Apr, May) = 20,000; spent 12,000 + 6,000 = 18,000 → 18,000 / 20,000 = 90 %.
    // Infrastructure: 10,000 × 2 = 20,000; spent 9,500 → 47.5 % → 48 % (rounded half up).
    // Salaries: 50,000 × 2 = 1,00,000; nothing spent → 0 %.
    expect(
      budgetLines(
        [
          { category: 'Marketing', monthly: 10_000 },
          { category: 'Infrastructure', monthly: 10_000 },
          { category: 'Salaries', monthly: 50_000 },
        ],
        spending,
        { from: '2025-04-01', to: '2025-05-31' },
      ),
    ).toEqual([
      { category: 'Marketing', allocated: 20_000, spent: 18_000, percentage: 90 },
      { category: 'Infrastructure', allocated: 20_000, spent: 9_500, percentage: 48 },
      { category: 'Salaries', allocated: 100_000, spent: 0, percentage: 0 },
    ]);
  });

  it('goes over 100 when overspent, and a financial year allocates 12 months', () => {
    // FY: 1,500 × 12 months = 18,000 allocated; spent 12,000 + 6,000 = 18,000 → 100 %. With 9,000 a month: 18,000 / 1,08,000 = 16.67 % → 17 %.
    expect(budgetLines([{ category: 'Marketing', monthly: 1_500 }], spending, fy)[0]).toEqual({
      category: 'Marketing',
      allocated: 18_000,
      spent: 18_000,
      percentage: 100,
    });
    expect(budgetLines([{ category: 'Marketing', monthly: 9_000 }], spending, fy)[0]!.percentage).toBe(17);
    // 5,000 × 3 months = 15,000; 18,000 / 15,000 = 120 %.
    expect(
      budgetLines([{ category: 'Marketing', monthly: 5_000 }], spending, { from: '2025-04-01', to: '2025-06-30' })[0]!
        .percentage,
    ).toBe(120);
  });
});

describe('entriesOfSums', () => {
  it('gives the same totals, months and budget lines as the transactions the database summed', () => {
    // April: Marketing 12,000 spent and a 2,000 refund, Revenue 3,50,000; May: Marketing 6,000.50 spent.
    const entries = entriesOfSums([
      { month: '2025-04', category: 'Marketing', revenueCents: 200_000, expensesCents: 1_200_000 },
      { month: '2025-04', category: 'Revenue', revenueCents: 35_000_000, expensesCents: 0 },
      { month: '2025-05', category: 'Marketing', revenueCents: 0, expensesCents: 600_050 },
    ]);
    const aprilToMay = { from: '2025-04-01', to: '2025-05-31' };
    // Revenue 2,000 + 3,50,000 = 3,52,000; expenses 12,000 + 6,000.50 = 18,000.50; net 3,33,999.50.
    expect(totalsOf(entries)).toEqual({ revenue: 352_000, expenses: 18_000.5, netProfit: 333_999.5 });
    expect(monthlyFigures(entries, aprilToMay)).toEqual([
      { month: '2025-04', revenue: 352_000, expenses: 12_000 },
      { month: '2025-05', revenue: 0, expenses: 6_000.5 },
    ]);
    // Marketing: 10,000 × 2 months = 20,000 allocated; 18,000.50 spent (the refund does not lower it) = 90.0025 % → 90 %.
    expect(budgetLines([{ category: 'Marketing', monthly: 10_000 }], entries, aprilToMay)).toEqual([
      { category: 'Marketing', allocated: 20_000, spent: 18_000.5, percentage: 90 },
    ]);
  });
});

describe('budget bars', () => {
  it.each([
    [0, 'green'],
    [75, 'green'],
    [75.1, 'yellow'],
    [90, 'yellow'],
    [90.1, 'red'],
    [150, 'red'],
  ] as const)('%s %% spent is %s', (percent, colour) => {
    expect(budgetBarColour(percent)).toBe(colour);
  });

  it('draws the bar at most full and never below empty', () => {
    expect([0, 37.5, 100, 120, -5, Number.NaN].map(budgetBarWidth)).toEqual([0, 37.5, 100, 100, 0, 0]);
  });
});

describe('rules', () => {
  const rules = [
    { contains: 'AWS', category: 'Infrastructure' },
    { contains: 'google ads', category: 'Marketing' },
    { contains: 'google', category: 'Software' },
  ];

  it('gives the category of the first rule whose words the description holds, in any case', () => {
    expect(categoryByRules('aws EMEA invoice 123', rules)).toBe('Infrastructure');
    expect(categoryByRules('Google Ads campaign', rules)).toBe('Marketing');
    expect(categoryByRules('Google Workspace', rules)).toBe('Software');
    expect(categoryByRules('Office rent', rules)).toBeUndefined();
  });

  it('changes only what a rule matches and what is not already in its category', () => {
    const transactions = [
      row('1', '2025-04-01', -10, 'Uncategorised', 'AWS hosting'),
      row('2', '2025-04-01', -10, 'Infrastructure', 'AWS support'),
      row('3', '2025-04-01', -10, 'Rent', 'Office rent'),
    ];
    expect(recategorised(transactions, rules)).toEqual([{ id: '1', category: 'Infrastructure' }]);
  });
});
