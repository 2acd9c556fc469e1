import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { ToolDocumentInput } from '@core/tools/tool-document-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { DOCUMENTS, figure, renderTool, savesNewModel, section } from '@/test/finance-test-fixtures';
import { pause } from '@/test/auto-save-pause';
import { documentShown } from '@/test/document-bar';
import { renderRoutes } from '@/test/render-app';
import { FinanceModelCreator } from './finance-model-creator';

const note = (name: string) => screen.queryByRole('note', { name });

describe("the finance model's example figures, sample and empty state (ADR 0072, 0075)", () => {
  it('labels a new model’s example figures, and offers a sample that is labelled, saved only if changed, and removable', async () => {
    const { user, calls } = await renderTool();
    expect(note('Example figures')).toHaveTextContent(
      'A new document starts from example figures so that you see results at once: replace them with yours.',
    );
    await user.click(within(note('Example figures')!).getByRole('button', { name: 'Try a sample' }));

    expect(note('Example figures')).not.toBeInTheDocument();
    expect(note('Sample')).toHaveTextContent(
      'This is a sample: invented figures to show how the tool works, not yours.',
    );
    expect(within(section('Results')).getByText('Sample')).toBeInTheDocument();
    expect(within(section('Revenue streams')).getByLabelText('Name')).toHaveValue('Subscriptions (sample)');
    // Worked by hand in finance-sample.ts: revenue × 1.1 a month from $5,000, 77 % of it kept; break-even once
    // 0.77 × revenue covers $20,000 (month 19: 5,000 × 1.1¹⁸ = $27,800); cash at the end 300,000 + 500,000 −
    // (438,000 − 0.77 × 442,487) = $702,715, never below zero.
    expect(figure('Runway')).toBe('Not within the plan');
    expect(figure('Break-even')).toBe('Month 19');
    expect(figure('Cash at the end')).toBe('$702,715');
    await pause();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.click(within(note('Sample')!).getByRole('button', { name: 'Remove sample' }));
    expect(note('Sample')).not.toBeInTheDocument();
    expect(note('Example figures')).toBeInTheDocument();
    // The new model again (finance-model-creator.test.tsx): $133,541 at the end.
    expect(figure('Cash at the end')).toBe('$133,541');
  });

  it('makes the sample in the company’s currency: rupees, ten times the dollars', async () => {
    fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], '/tool', {
      firstData: { user: signedInUser, preferences: preferencesOf(INDIA) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Finance Model Creator' });
    await documentShown();
    await user.click(within(note('Example figures')!).getByRole('button', { name: 'Try a sample' }));
    // $702,714.7 × 10 (finance-sample.ts), in lakhs.
    expect(figure('Cash at the end')).toBe('₹70,27,147');
    // $300,000 × 10, as the founder's lakh grouping writes it.
    expect(within(section('Basics')).getByLabelText('Starting cash')).toHaveValue('30,00,000');
  });

  it('with nothing in the model, shows the first step instead of figures and charts of zeros', async () => {
    const { user } = await renderTool();
    for (const [list, line] of [
      ['Revenue streams', 'Revenue stream 1'],
      ['Headcount plan', 'Role 1'],
      ['Operating expenses', 'Expense 1'],
    ] as const)
      await user.click(within(section(list)).getByRole('button', { name: `Remove ${line}` }));
    const cash = within(section('Basics')).getByLabelText('Starting cash');
    await user.clear(cash);
    await user.type(cash, '0');

    expect(screen.getByText('Nothing to project yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter your starting cash, or add a revenue stream, a role or an expense, to see your runway, break-even and cash month by month.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Runway', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter your starting cash' }));
    expect(cash).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try a sample' }));
    expect(figure('Break-even')).toBe('Month 19');
  });

  it('ignores a line emptied of everything typed, in the figures and the save, and still checks a half-empty one', async () => {
    const { user, calls } = await renderTool(savesNewModel);
    const stream = within(section('Revenue streams')).getByRole('group', { name: 'Revenue stream 1' });
    for (const label of ['Name', 'Starting MRR', 'Monthly growth (%)', 'Monthly churn (%)'])
      await user.clear(within(stream).getByLabelText(label));

    expect(within(stream).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing the last valid results/)).not.toBeInTheDocument();
    // Without revenue: a founder at 5,000 and software at 1,000, 6,000 a month for 24 months: 250,000 − 144,000.
    expect(figure('Cash at the end')).toBe('$106,000');
    await pause();
    const posts = calls.filter((call) => call.method === 'POST');
    expect((posts.at(-1)?.body as ToolDocumentInput<FinanceModel>).data.streams).toEqual([]);

    await user.type(within(stream).getByLabelText('Starting MRR'), '500');
    expect(within(stream).getByText('Enter a name')).toBeInTheDocument();
  });
});
