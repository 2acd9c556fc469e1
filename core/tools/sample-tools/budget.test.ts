import { describe, expect, it } from 'vitest';
import { budgetBarColour, budgetBarWidth, totalTransactions } from './budget';

describe('budgetBarColour', () => {
  it.each([
    [0, 'green'],
    [74.9, 'green'],
    [75, 'green'],
    [75.1, 'yellow'],
    [76, 'yellow'],
    [89.9, 'yellow'],
    [90, 'yellow'],
    [90.1, 'red'],
    [91, 'red'],
    [150, 'red'],
  ] as const)('%s %% spent is %s', (percent, colour) => {
    expect(budgetBarColour(percent)).toBe(colour);
  });
});

describe('budgetBarWidth', () => {
  it('is the percentage while it is between 0 and 100', () => {
    expect([0, 37.5, 99, 100].map(budgetBarWidth)).toEqual([0, 37.5, 99, 100]);
  });

  it('is capped at 100 and never below 0', () => {
    expect(budgetBarWidth(100.1)).toBe(100);
    expect(budgetBarWidth(250)).toBe(100);
    expect(budgetBarWidth(-5)).toBe(0);
    expect(budgetBarWidth(Number.NaN)).toBe(0);
  });
});

describe('totalTransactions', () => {
  it('adds revenue, expenses (as a positive number) and net profit', () => {
    expect(totalTransactions([{ amount: 1000 }, { amount: -300 }, { amount: 500 }, { amount: -1500 }])).toEqual({ revenue: 1500, expenses: 1800, netProfit: -300 });
  });

  it('is all zero without transactions', () => {
    expect(totalTransactions([])).toEqual({ revenue: 0, expenses: 0, netProfit: 0 });
  });
});
