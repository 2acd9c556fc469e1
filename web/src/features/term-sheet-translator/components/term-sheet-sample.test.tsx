import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { TermSheetTranslator } from './term-sheet-translator';

const DOCUMENTS = '/api/tools/term-sheet-translator/documents';

/** A new analysis for a company whose currency is `company` (the page's first data, as the server brings it). */
const render = async (company: Partial<ReturnType<typeof preferencesOf>> = {}) => {
  const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
  const rendered = renderRoutes([{ path: '/tool', Component: TermSheetTranslator }], '/tool', {
    firstData: { user: signedInUser, preferences: preferencesOf(company) },
  });
  await screen.findByRole('heading', { level: 1, name: 'Term Sheet Translator' });
  await documentShown();
  return { ...rendered, calls };
};
const payouts = () => screen.getByRole('region', { name: 'Payouts' });
const text = () => screen.getByLabelText<HTMLTextAreaElement>('Term sheet text');

describe("the waterfall's empty state and the sample (ADR 0075)", () => {
  it('shows the first figure to enter, not a table or chart of nothing, and goes to that field', async () => {
    const { user } = await render();
    expect(within(payouts()).getByText('No payouts yet')).toBeInTheDocument();
    expect(
      within(payouts()).getByText(
        'Enter the investment, the post-money valuation and at least one exit value to see the payouts.',
      ),
    ).toBeInTheDocument();
    expect(within(payouts()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(payouts()).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(payouts()).getByRole('button', { name: 'Enter the investment' }));
    expect(screen.getByLabelText('Investment')).toHaveFocus();
  });

  it('tries the sample in the company’s currency, labelled, and removes it in one click, saving nothing', async () => {
    const { user, calls } = await render(INDIA);
    await user.click(within(payouts()).getByRole('button', { name: 'Try a sample' }));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(text().value).toContain('Amount of Investment: ₹32 crore in total');
    expect(within(payouts()).getByText('Sample')).toBeInTheDocument();
    // ₹32 crore = ₹32,00,00,000 of ₹160 crore = ₹1,60,00,00,000 post-money: 32 / 160 = 20 %.
    expect(
      within(payouts()).getByText(
        'The investors own 20% as converted: ₹32,00,00,000 of a ₹1,60,00,00,000 post-money valuation.',
      ),
    ).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('note', { name: 'Sample' })).getByRole('button', { name: 'Remove sample' }),
    );
    expect(screen.queryByRole('note', { name: 'Sample' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Term sheet text')).toHaveValue('');
    // The sample's payouts are gone with it, not kept as the last valid ones.
    expect(within(payouts()).getByText('No payouts yet')).toBeInTheDocument();
    expect(screen.queryByText(/Showing the last valid results/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks before the sample replaces a term sheet already on the page', async () => {
    const { user } = await render();
    await user.type(screen.getByLabelText('Term sheet text'), 'No-shop: 30 days.');
    await user.click(within(payouts()).getByRole('button', { name: 'Try a sample' }));
    const ask = screen.getByRole('dialog', { name: 'Replace the text with the sample?' });
    await user.click(within(ask).getByRole('button', { name: 'Use the sample' }));
    expect(screen.getByRole('note', { name: 'Sample' })).toBeInTheDocument();
    expect(text().value).toContain('Lumen Labs, Inc.');
  });
});
