import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { SharedToolDocument } from '@core/tools/tool-document-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { FinanceModelCreator } from './finance-model-creator';
import { DOCUMENTS, figure, renderTool, TOKEN } from '@/test/finance-test-fixtures';

const SHARED = `GET /api/tools/finance-model-creator/shared/${TOKEN}`;
const stopped = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Invalid or expired link' } } });

// 12 months from $20,000. Revenue 1,501 MRR + 2 × 249.50 = 2,000 a month (no growth or churn); cost of revenue 10 %:
// 200, gross margin 1,800. Rent 500 + marketing 5 % × 2,000 = 100: 600. Payroll 4,000, plus 3,000 from month 3.
// Expenses 200 + 4,000 + 600 = 4,800 (months 1–2), then 7,800; net burn 2,800, then 5,800.
// Cash: 17,200; 14,400; 8,600; 2,800; −3,000 in month 5 (out: 4 months of runway); the 10,000 of month 6 brings
// −3,000 + 10,000 − 5,800 = 1,200; then −5,800 a month: month 12 closes at 1,200 − 6 × 5,800 = −33,600, the lowest.
const model: FinanceModel = {
  currency: 'USD',
  months: 12,
  startingCash: 20_000,
  costOfRevenuePercent: 10,
  streams: [
    { id: 's1', name: 'Subscriptions', kind: 'recurring', start: 1501, price: 0, growthPercent: 0, churnPercent: 0 },
    { id: 's2', name: 'Workshops', kind: 'units', start: 2, price: 249.5, growthPercent: 0, churnPercent: 0 },
  ],
  headcount: [
    { id: 'r1', role: 'Founder', monthlyCost: 4000, startMonth: 1 },
    { id: 'r2', role: 'Engineer', monthlyCost: 3000, startMonth: 3 },
  ],
  expenses: [
    { id: 'e1', name: 'Rent', kind: 'fixed', value: 500 },
    { id: 'e2', name: 'Marketing', kind: 'percent', value: 5 },
  ],
  funding: [{ id: 'f1', name: 'Angel', month: 6, amount: 10_000 }],
};
const shared: SharedToolDocument<FinanceModel> = {
  name: 'Lean year',
  data: model,
  sharedBy: 'Meera Iyer',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

/** What a holder of the link must see, and that nothing in it can be edited or saved. */
async function expectReadOnlyScenario() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Lean year' })).toBeInTheDocument();
  expect(screen.getByText('Shared finance scenario · read-only')).toBeInTheDocument();
  expect(screen.getByText('Shared by Meera Iyer · saved Nov 20, 2026')).toBeInTheDocument();
  expect(figure('Runway')).toBe('4 months');
  expect(figure('Break-even')).toBe('Not within the plan');
  expect(figure('Cash at the end')).toBe('-$33,600');
  expect(figure('Lowest cash')).toBe('-$33,600');
  expect(screen.getByText('Cash runs out in month 5.')).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: /^Cash balance: Cash balance from \$17.2K \(M1\) to -\$33.6K \(M12\)/ }),
  ).toBeInTheDocument();
  const months = rowsOf('Month by month');
  expect(months).toHaveLength(13);
  expect(months[2]).toBe('Month 2$2,000$1,800$4,800$2,800$0$14,400');
  expect(months[5]).toBe('Month 5$2,000$1,800$7,800$5,800$0-$3,000');
  expect(months[6]).toBe('Month 6$2,000$1,800$7,800$5,800$10,000$1,200');

  expect(figure('Currency')).toBe('US Dollar');
  expect(figure('Length')).toBe('12 months');
  expect(figure('Starting cash')).toBe('$20,000');
  expect(figure('Cost of revenue')).toBe('10%');
  expect(rowsOf('Revenue streams')).toEqual([
    'NameMonth 1Growth a monthChurn a month',
    'SubscriptionsMRR $1,5010%0%',
    'Workshops2 units × $249.500%0%',
  ]);
  expect(rowsOf('Headcount plan')).toEqual(['RoleMonthly costFrom', 'Founder$4,000Month 1', 'Engineer$3,000Month 3']);
  expect(rowsOf('Operating expenses')).toEqual(['NameAmount', 'Rent$500 a month', 'Marketing5% of revenue']);
  expect(rowsOf('Funding')).toEqual(['NameMonthAmount', 'AngelMonth 6$10,000']);

  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryAllByRole('spinbutton')).toEqual([]);
  expect(screen.queryAllByRole('combobox')).toEqual([]);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Export CSV']);
}

describe('a finance scenario opened through its link', () => {
  it('shows a visitor the model read-only: its figures, charts, months and assumptions, with nothing to edit or save', async () => {
    const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(null), [SHARED]: () => ({ body: shared }) });
    renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], `/tool?share=${TOKEN}`);
    await expectReadOnlyScenario();
    // Nothing of the owner's (their list of scenarios) is asked for.
    expect(calls.filter((call) => call.path.startsWith(DOCUMENTS))).toEqual([]);
  });

  it('shows another signed-in user the same read-only scenario, not their own model', async () => {
    await renderTool({ [SHARED]: () => ({ body: shared }) }, `/tool?share=${TOKEN}`);
    await expectReadOnlyScenario();
    expect(screen.queryByRole('region', { name: 'Saved Scenarios' })).not.toBeInTheDocument();
  });

  it('tells a signed-in user a stopped link is invalid, above their own model', async () => {
    await renderTool({ [SHARED]: stopped }, `/tool?share=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finance Model Creator');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired link');
    expect(screen.getByRole('region', { name: 'Saved Scenarios' })).toBeInTheDocument();
  });

  it('tells a visitor whose link stopped while here that it is invalid, and shows nothing of the model', async () => {
    const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(null), [SHARED]: stopped });
    renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], `/tool?share=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired link');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/tools'))).toEqual([
      `/api/tools/finance-model-creator/shared/${TOKEN}`,
    ]);
  });
});
