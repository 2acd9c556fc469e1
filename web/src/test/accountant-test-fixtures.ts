import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import { monthsOf } from '@core/tools/ai-accountant/periods';
import { screen } from '@testing-library/react';
import { AiAccountant } from '@/features/ai-accountant/components/ai-accountant';
import { fakeApi, INDIA, preferencesOf, signedInApi, signedInUser } from './fake-api';
import { renderRoutes } from './render-app';

/** The books' route in the API. */
export const BOOKS = '/api/ai-accountant/books';

/** The months of FY 2025–26, April 2025 to March 2026, as the books list them. */
const months = monthsOf({ from: '2025-04-01', to: '2026-03-31' });
export const books = (overrides: Partial<BooksView> = {}): BooksView => ({
  currency: 'INR',
  mapping: null,
  layouts: [],
  rules: [],
  budgets: [{ category: 'Marketing', monthly: 10_000 }],
  categories: ['Marketing', 'Revenue'],
  totals: { revenue: 350_000, expenses: 65_000, netProfit: 285_000 },
  monthly: months.map((month) => ({
    month,
    revenue: month === '2025-04' ? 350_000 : 0,
    expenses: month === '2025-04' ? 65_000 : 0,
  })),
  budgetLines: [{ category: 'Marketing', allocated: 120_000, spent: 65_000, percentage: 54 }],
  recent: [
    { id: 't2', date: '2025-04-20', description: 'Google Ads', amount: -65_000, category: 'Marketing' },
    { id: 't1', date: '2025-04-05', description: 'Client payment', amount: 350_000, category: 'Revenue' },
  ],
  count: 2,
  ...overrides,
});

/** The AI Accountant signed in, its books answered (`books()` unless `api` says otherwise), once they are drawn. */
export const renderAccountant = async (
  api: Parameters<typeof signedInApi>[0] = {},
  path = '/tool',
  company = INDIA,
) => {
  const calls = fakeApi(signedInApi({ [`GET ${BOOKS}`]: () => ({ body: books() }), ...api }));
  const rendered = renderRoutes([{ path: '/tool', Component: AiAccountant }], path, {
    firstData: { user: signedInUser, preferences: preferencesOf(company) },
  });
  await screen.findByRole('heading', { level: 1, name: 'AI Accountant' });
  await screen.findByText('Google Ads');
  return { ...rendered, calls };
};
/** The period the books were last asked for. */
export const lastQuery = (calls: { path: string; query: unknown }[]) =>
  calls.filter((call) => call.path === BOOKS).at(-1)?.query;
