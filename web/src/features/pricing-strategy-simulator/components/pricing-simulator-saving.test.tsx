import { NEW_PRICING_ANALYSIS } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { bar, DOCUMENTS, fakeNewAnalysisApi, pause, render, SLOW } from '@/test/pricing-test-fixtures';
import { nameTaken } from '@/test/tool-document-answers';

// A new analysis in the page's header (ADR 0069): named by default, saving itself, and refused a name already taken.
it(
  'with Auto save, saves a new analysis by itself under its default name once something changes, not before',
  async () => {
    const calls = fakeNewAnalysisApi();
    const { user } = await render();
    await waitFor(() => expect(within(bar()).getByLabelText('Analysis name')).toHaveValue('Pricing analysis 1'));
    expect(within(bar()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // The default name is no change: an untouched analysis is not saved.
    await pause();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const churn = screen.getByLabelText('Monthly churn (%)');
    await user.clear(churn);
    await user.type(churn, '5');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 5000 });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        name: 'Pricing analysis 1',
        data: { ...NEW_PRICING_ANALYSIS, economics: { ...NEW_PRICING_ANALYSIS.economics, monthlyChurn: 5 } },
      },
    ]);
    expect(within(bar()).getByLabelText('Analysis name')).toHaveValue('Pricing analysis 1');
    expect(within(bar()).getByRole('button', { name: 'Save as New' })).toBeInTheDocument();
  },
  SLOW,
);

it(
  'keeps the analysis and says so when the name is taken',
  async () => {
    fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        [`POST ${DOCUMENTS}`]: () => nameTaken("You already have an analysis named 'Launch'"),
      }),
    );
    const { user } = await render();
    const name = within(bar()).getByLabelText('Analysis name');
    await user.clear(name);
    await user.type(name, 'Launch');
    expect(
      await within(bar()).findByText("You already have an analysis named 'Launch'", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Not saved$/);
    expect(name).toHaveValue('Launch');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
  SLOW,
);
