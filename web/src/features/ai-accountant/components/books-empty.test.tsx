import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { AiAccountant } from './ai-accountant';

/** A fresh account's books: nothing in them, the period's twelve months all at nothing. */
const emptyBooks: BooksView = {
  currency: 'INR',
  mapping: null,
  layouts: [],
  rules: [],
  budgets: [],
  categories: [],
  totals: { revenue: 0, expenses: 0, netProfit: 0 },
  monthly: Array.from({ length: 12 }, (_, index) => ({
    month: `2025-${String(index + 1).padStart(2, '0')}`,
    revenue: 0,
    expenses: 0,
  })),
  budgetLines: [],
  recent: [],
  count: 0,
};

describe("the AI Accountant's empty books (ADR 0072)", () => {
  it('shows the first steps instead of totals of ₹0 and a chart of zeros, and no sample', async () => {
    const calls = fakeApi(signedInApi({ 'GET /api/ai-accountant/books': () => ({ body: emptyBooks }) }));
    const { user } = renderRoutes([{ path: '/tool', Component: AiAccountant }], '/tool');
    await screen.findByText('No figures for this period yet');
    expect(
      screen.getByText(
        'Your revenue, expenses and net profit, and their chart by month, show here once this period has transactions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Total Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Revenue and expenses by month/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try a sample' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import a bank statement' }));
    expect(screen.getByLabelText('Bank statement (CSV)')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add your first transaction' }));
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
