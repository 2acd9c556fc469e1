import { SAMPLE_TERM_SHEET } from '@core/tools/term-sheet-translator/sample-term-sheet';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { savedAnswer } from '@/test/tool-document-answers';
import { TermSheetTranslator } from './term-sheet-translator';

const DOCUMENTS = '/api/tools/term-sheet-translator/documents';

/** An analysis as it was saved before the waterfall had series: one class's terms beside the exit values. */
const savedBeforeSeries = {
  id: 'old',
  name: 'Lumen, 2025',
  version: 3,
  isShared: false,
  updatedAt: '2025-11-20T10:00:00.000Z',
  data: {
    text: SAMPLE_TERM_SHEET,
    currency: 'USD',
    waterfall: {
      investment: 4_000_000,
      postMoney: 20_000_000,
      multiple: 1,
      participation: 'capped',
      cap: 3,
      exitValues: [10_000_000, 20_000_000, 100_000_000],
    },
  },
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Payouts to investors and common at each exit value' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

it('opens an analysis saved with one class as one series, and pays a later series before it, stacked or pari passu', async () => {
  const { id, name, version, isShared, updatedAt } = savedBeforeSeries;
  fakeApi(
    signedInApi({
      [`GET ${DOCUMENTS}`]: () => ({
        body: [{ id, name, version, isShared, updatedAt, summary: 'USD 4000000 20000000' }],
      }),
      [`GET ${DOCUMENTS}/old`]: () => ({ body: savedBeforeSeries }),
      // Auto save keeps the series added, over the analysis opened (now in the shape with series).
      [`PUT ${DOCUMENTS}/old`]: (request) => savedAnswer(request.body, { id: 'old', version: 4 }),
    }),
  );
  const { user } = renderRoutes([{ path: '/tool', Component: TermSheetTranslator }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Term Sheet Translator' });
  await documentShown();
  await user.click(await screen.findByRole('button', { name: 'Lumen, 2025' }));

  // Read as one series, without a name: called by its place.
  const first = await screen.findByRole('group', { name: 'Series 1' });
  expect(within(first).getByLabelText('Investment')).toHaveValue('4,000,000');
  expect(within(first).getByLabelText('Participation')).toHaveValue('capped');
  expect(screen.queryByLabelText('Order of payment')).not.toBeInTheDocument();

  // A Series B of $10M at $50M post-money, 1x non-participating, after it.
  await user.click(screen.getByRole('button', { name: 'Add a series' }));
  const second = screen.getByRole('group', { name: 'Series 2' });
  await user.type(within(second).getByLabelText('Series name'), 'Series B');
  await user.type(within(second).getByLabelText('Investment'), '10000000');
  await user.type(within(second).getByLabelText('Post-money valuation'), '50000000');
  expect(screen.getByLabelText('Order of payment')).toHaveValue('stacked');

  // Series 1 owns 20 % diluted by the B's 10 / 50 = 20 %: 16 %; the B 20 %; common 64 %.
  expect(await screen.findByText('Series B: 20%')).toBeInTheDocument();
  expect(screen.getByText('Series 1: 16%')).toBeInTheDocument();
  // Stacked, by hand: at $10M the B's $10M preference takes it all. At $20M the B takes $10M, Series 1 its $4M and
  // 16 / 80 of the $6M left ($1.2M): $5.2M; common $4.8M. At $100M the B converts first (20 % of what is left after
  // Series 1's preference beats $10M), then Series 1 (16 % = $16M beats its 3x cap of $12M): 16, 20 and 64 %.
  expect(rows()).toEqual([
    ['Exit value', 'Series 1', 'Series B', 'Common (founders and employees)', 'Series that convert'],
    ['$10,000,000', '$0', '$10,000,000', '$0', 'No'],
    ['$20,000,000', '$5,200,000', '$10,000,000', '$4,800,000', 'No'],
    ['$100,000,000', '$16,000,000', '$20,000,000', '$64,000,000', 'Series 1 and Series B'],
  ]);
  // The chart says the same in words.
  expect(
    await screen.findByRole('img', {
      name: 'Payouts at each exit value: Series 1 from $0 ($10M) to $16M ($100M), lowest $0 ($10M), highest $16M ($100M); Series B from $10M ($10M) to $20M ($100M), lowest $10M ($10M), highest $20M ($100M); Common (founders and employees) from $0 ($10M) to $64M ($100M), lowest $0 ($10M), highest $64M ($100M).',
    }),
  ).toBeInTheDocument();

  // Pari passu, at $10M the two preferences ($4M and $10M) share it: $10M × 4 / 14 = $2,857,143 and × 10 / 14.
  await user.selectOptions(screen.getByLabelText('Order of payment'), 'pariPassu');
  expect(rows()[1]).toEqual(['$10,000,000', '$2,857,143', '$7,142,857', '$0', 'No']);
});
