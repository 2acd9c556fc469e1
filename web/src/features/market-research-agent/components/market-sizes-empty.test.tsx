import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { documentShown } from '@/test/document-bar';
import { renderRoutes } from '@/test/render-app';
import { MarketResearchAgent } from './market-research-agent';

const MARKETS = '/api/tools/market-research-agent/documents';

const render = async () => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: true }) }),
      [`GET ${MARKETS}`]: () => ({ body: [] }),
    }),
  );
  const rendered = renderRoutes([{ path: '/tool', Component: MarketResearchAgent }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Market Research Agent' });
  await documentShown();
  return { ...rendered, calls };
};
const sizes = () => screen.getByRole('region', { name: 'Market size' });
const figure = (label: string) => within(sizes()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const field = (label: string) => within(screen.getByRole('group', { name: label })).getByLabelText(label);

describe("the market sizer's empty state and sample (ADR 0072)", () => {
  it('shows the first figure to enter instead of $0 everywhere and a chart of zeros, and goes to that field', async () => {
    const { user } = await render();
    expect(within(sizes()).getByText('No market figures yet')).toBeInTheDocument();
    expect(
      within(sizes()).getByText(
        'Enter how many customers could buy and what each spends a year to see your TAM, SAM, SOM and their chart.',
      ),
    ).toBeInTheDocument();
    expect(within(sizes()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(sizes()).queryByText('TAM')).not.toBeInTheDocument();
    expect(within(sizes()).queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    await user.click(within(sizes()).getByRole('button', { name: 'Enter your first figure' }));
    expect(field('Potential customers')).toHaveFocus();
  });

  it('fills a labelled sample with Try a sample, and Remove sample brings back the empty market, saving nothing', async () => {
    const { user, calls } = await render();
    await user.click(within(sizes()).getByRole('button', { name: 'Try a sample' }));

    const banner = screen.getByRole('note', { name: 'Sample' });
    expect(banner).toHaveTextContent('This is a sample: invented figures to show how the tool works, not yours.');
    expect(within(sizes()).getByText('Sample')).toBeInTheDocument();
    expect(field('Potential customers')).toHaveValue(500000);
    expect(
      within(screen.getByRole('group', { name: 'Potential customers' })).getByLabelText('Source or reasoning'),
    ).toHaveValue('Sample figure: replace it with your source');
    // Hand-worked from the sample (market-sample.ts): 500,000 × ($100 × 12) = $600,000,000; × 40 % = $240,000,000;
    // × 2.5 % = $6,000,000. Bottom-up 2,000 × $100 × 12 = $2,400,000 = 40 % of the SOM.
    expect(figure('TAM')).toBe('$600,000,000');
    expect(figure('SAM')).toBe('$240,000,000');
    expect(figure('SOM')).toBe('$6,000,000');
    expect(figure('Bottom-up revenue')).toBe('$2,400,000');
    expect(figure('Bottom-up as a share of SOM')).toBe('40%');
    expect(within(sizes()).getByRole('img', { name: /^Market size a year/ })).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Remove sample' }));
    expect(screen.queryByRole('note', { name: 'Sample' })).not.toBeInTheDocument();
    expect(within(sizes()).getByText('No market figures yet')).toBeInTheDocument();
    expect(field('Potential customers')).toHaveValue(0);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('makes the sample in the currency the market is in', async () => {
    const { user } = await render();
    await user.selectOptions(screen.getByLabelText('Currency'), 'INR');
    await user.click(within(sizes()).getByRole('button', { name: 'Try a sample' }));
    // 500,000 × (₹2,000 × 12) = ₹12,00,00,00,000 (market-sample.ts's rupee price, hand-multiplied).
    expect(figure('TAM')).toBe('₹12,00,00,00,000');
    expect(field('Price per purchase')).toHaveValue('2,000');
  });
});
