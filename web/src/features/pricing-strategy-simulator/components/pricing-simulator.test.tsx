import {
  NEW_PRICING_ANALYSIS,
  type PricingAnalysisData,
} from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { ToolDocumentInput } from '@core/tools/tool-document-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { bar, DOCUMENTS, fakeNewAnalysisApi, pause, render, SLOW, view } from '@/test/pricing-test-fixtures';
import { serverError } from '@/test/tool-document-answers';

const points = () => screen.getAllByRole('definition').map((item) => item.textContent);

it(
  'names a bad pasted row by its line and uses the others only once the user agrees',
  async () => {
    fakeNewAnalysisApi();
    const { user } = await render();
    const paste = screen.getByLabelText('Paste answers (CSV: too cheap, cheap, expensive, too expensive)');
    // The five hand-worked answers of core's van-westendorp.test.ts, a 'too expensive' below 'expensive' on line 3.
    await user.click(paste);
    await user.paste('4,10,18,18\n8,12,25,35\n9,12,30,20\n10,15,25,40\n12,20,30,40\n16,25,35,50');
    await user.click(screen.getByRole('button', { name: 'Read answers' }));
    expect(await screen.findByText('Line 3: “Too expensive” (20) is below “Expensive” (30).')).toBeInTheDocument();
    expect(screen.getByTestId('answer-count')).toHaveTextContent('No answers yet');

    await user.click(screen.getByRole('button', { name: 'Cancel and fix the rows' }));
    expect(screen.queryByText(/^Line 3/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read answers' }));
    await user.click(await screen.findByRole('button', { name: 'Skip 1 bad row and use 5 answers' }));
    expect(screen.getByTestId('answer-count')).toHaveTextContent('5 answers');
    // PMC 13.5, OPP 17, IPP 20 + 5/3, PME 30 (worked by hand in core).
    expect(points()).toEqual(['$13.50', '$17.00', '$21.67', '$30.00']);
    expect(screen.getByTestId('acceptable-range')).toHaveTextContent('Acceptable price range: $13.50 to $30.00');
  },
  SLOW,
);

it(
  'refuses more than 5,000 answers with a message, and changes nothing',
  async () => {
    fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    const paste = screen.getByLabelText('Paste answers (CSV: too cheap, cheap, expensive, too expensive)');
    await user.click(paste);
    await user.paste(Array.from({ length: 5001 }, () => '1,2,3,4').join('\n'));
    await user.click(screen.getByRole('button', { name: 'Read answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This has 5,001 answers; an analysis holds at most 5,000. Keep a sample of 5,000 or fewer.',
    );
    expect(screen.getByTestId('answer-count')).toHaveTextContent('No answers yet');
  },
  SLOW,
);

it(
  'shows the revenue-maximising price of the starting tiers: -25%, $20,250 a month',
  async () => {
    fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    await render();
    // Starter $10 (60 %), Pro $30 (40 %), 1,000 customers, 20 % lost per 10 %: f* = 0.75 (core's demand-model.test.ts).
    expect(screen.getByTestId('best-price')).toHaveTextContent(
      '-25% on today’s prices (Starter $7.50, Pro $22.50): 1,500 customers, $20,250 a month, ARPU $13.50.',
    );
  },
  SLOW,
);

it(
  "takes a price typed '₹999' in a rupee analysis, and saves it as 999 (issue 33)",
  async () => {
    const calls = fakeNewAnalysisApi();
    const { user } = await render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'INR');
    const price = screen.getByLabelText('Tier 1 monthly price');
    await user.clear(price);
    await user.type(price, '₹999');
    await user.tab();
    expect(price).toHaveValue('999');
    expect(price).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 5000 });
    const [saved] = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.body as { data: PricingAnalysisData });
    expect(saved?.data.currency).toBe('INR');
    expect(saved?.data.tiers[0]?.price).toBe(999);
  },
  SLOW,
);

it(
  'checks each field by the schema, and saves only a named, whole analysis',
  async () => {
    const calls = fakeNewAnalysisApi();
    const { user } = await render();
    const share = screen.getByLabelText('Tier 1 share of customers (%)');
    await user.clear(share);
    await user.type(share, '50');
    expect(await screen.findByText('The tiers’ shares must add up to 100 %')).toBeInTheDocument();
    // The shares read 5 then 50 on the way: both wrong, so what stays, dimmed, is the starting tiers' simulation
    // (the test above: −25 % on today's prices), in both result cards.
    expect(
      screen.getAllByText('Showing the last valid results — correct the marked field to update them.'),
    ).toHaveLength(2);
    expect(screen.getByTestId('best-price')).toHaveTextContent(
      /^-25% on today’s prices \(Starter \$7\.50, Pro \$22\.50\)/,
    );
    expect(screen.getByTestId('best-price').closest('[data-stale]')).not.toBeNull();
    // With Auto save on, wrong figures keep the new analysis from saving itself: the header says so, and Save says
    // what to do. The shares' sum is the tiers' error: every share field is marked with it, the first one named.
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved: correct “Tier 1 share of customers (%)”');
    expect(screen.getByLabelText('Tier 2 share of customers (%)')).toHaveAccessibleDescription(
      'The tiers’ shares must add up to 100 %',
    );
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    expect(within(bar()).getByRole('alert')).toHaveTextContent('Fix the fields marked in red before saving.');
    // A field marked wrong is named, and 'Go to field' takes the user to it.
    await user.clear(share);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Not saved: correct “Tier 1 share of customers (%)”');
    await user.click(within(bar()).getByRole('button', { name: 'Go to field' }));
    expect(share).toHaveFocus();
    // Without a name, a name is what it asks for; Enter in the name asks for it by the field.
    const name = within(bar()).getByLabelText('Analysis name');
    expect(name).toHaveValue('Pricing analysis 1');
    await user.clear(name);
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Give it a name to save it$/);
    await user.type(name, '{Enter}');
    expect(await within(bar()).findByText('Analysis name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await pause();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(share);
    await user.type(share, '60');
    await user.type(name, 'Launch');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 5000 });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Launch', data: NEW_PRICING_ANALYSIS },
    ]);
  },
  SLOW,
);

it(
  'without Auto save, marks unsaved changes and saves them with Save',
  async () => {
    const saved = view({ name: 'Launch', data: NEW_PRICING_ANALYSIS });
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        [`GET ${DOCUMENTS}`]: () => ({
          body: [
            {
              id: 'a1',
              name: 'Launch',
              summary: '2 tiers, 0 answers',
              version: 1,
              isShared: false,
              updatedAt: saved.updatedAt,
            },
          ],
        }),
        [`GET ${DOCUMENTS}/a1`]: () => ({ body: saved }),
        [`PUT ${DOCUMENTS}/a1`]: ({ body }) => ({ body: view(body as ToolDocumentInput<PricingAnalysisData>, 2) }),
      }),
    );
    const { user } = await render('/tool?analysis=a1');
    await waitFor(() => expect(screen.getByLabelText('Analysis name')).toHaveValue('Launch'), { timeout: 5000 });
    expect(await screen.findByText('2 tiers, 0 answers · Saved Nov 26, 2026')).toBeInTheDocument();
    const churn = screen.getByLabelText('Monthly churn (%)');
    await user.clear(churn);
    await user.type(churn, '5');
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Unsaved changes$/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 5000 });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Launch',
      version: 1,
      data: { ...NEW_PRICING_ANALYSIS, economics: { ...NEW_PRICING_ANALYSIS.economics, monthlyChurn: 5 } },
    });
  },
  SLOW,
);

it(
  'with Auto save, keeps the changes a failed save could not keep, offers Save, and asks before leaving until saved',
  async () => {
    const saved = view({ name: 'Launch', data: NEW_PRICING_ANALYSIS });
    let isDown = true;
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({
          body: [
            {
              id: 'a1',
              name: 'Launch',
              summary: '2 tiers, 0 answers',
              version: 1,
              isShared: false,
              updatedAt: saved.updatedAt,
            },
          ],
        }),
        [`GET ${DOCUMENTS}/a1`]: () => ({ body: saved }),
        [`PUT ${DOCUMENTS}/a1`]: ({ body }) =>
          isDown ? serverError : { body: view(body as ToolDocumentInput<PricingAnalysisData>, 2) },
      }),
    );
    const { user, history } = await render('/tool?analysis=a1');
    await waitFor(() => expect(screen.getByLabelText('Analysis name')).toHaveValue('Launch'), { timeout: 5000 });
    const churn = screen.getByLabelText('Monthly churn (%)');
    await user.clear(churn);
    await user.type(churn, '5');
    expect(
      await screen.findByText(
        'Could not save the analysis. Your changes are kept here; try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Not saved$/);
    expect(churn).toHaveValue('5');

    await act(async () => history.push('/elsewhere'));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 5000 });
    expect(
      calls
        .filter((call) => call.method === 'PUT')
        .map((call) => (call.body as { data: PricingAnalysisData }).data.economics.monthlyChurn),
    ).toEqual([5, 5]);
    await act(async () => history.push('/elsewhere'));
    expect(history.location.pathname).toBe('/elsewhere');
  },
  SLOW,
);

it(
  'imports answers from a CSV file, its header placing the columns',
  async () => {
    fakeNewAnalysisApi();
    const { user } = await render();
    // Columns in another order, with a respondent id: one respondent, 10 / 20 / 30 / 40 → PMC 20, OPP 20, IPP 25, PME 30 (core's test).
    const file = new File(['id,Too expensive,Expensive,Cheap,Too cheap\nr1,40,30,20,10\n'], 'answers.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Import a CSV file'), file);
    expect(await screen.findByText('1 answer in the analysis.')).toBeInTheDocument();
    expect(points()).toEqual(['$20.00', '$20.00', '$25.00', '$30.00']);
  },
  SLOW,
);
