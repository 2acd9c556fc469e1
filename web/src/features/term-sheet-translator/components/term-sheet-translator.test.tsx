import type { TermSheetAnalysisData } from '@core/tools/term-sheet-translator/analyses';
import type { ToolDocumentInput, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { savedAnswer, serverError, savesNewAs } from '@/test/tool-document-answers';
import { bar, documentShown } from '@/test/document-bar';
import { pause } from '@/test/auto-save-pause';
import { renderRoutes } from '@/test/render-app';
import { TermSheetTranslator } from './term-sheet-translator';

const DOCUMENTS = '/api/tools/term-sheet-translator/documents';

const payouts = () => screen.getByRole('region', { name: 'Payouts' });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: TermSheetTranslator }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Term Sheet Translator' });
  await documentShown();
  return rendered;
};

describe('the term sheet translator', () => {
  it('reads the sample, labelled, and fills the waterfall from it; saves nothing of it untouched, and saves it once changed', async () => {
    let saved: ToolDocumentSummary[] = [];
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: saved }),
        [`POST ${DOCUMENTS}`]: ({ body }) => {
          const { name } = body as ToolDocumentInput<TermSheetAnalysisData>;
          saved = [
            {
              id: 'a1',
              name,
              summary: 'USD 4000000 20000000',
              version: 1,
              isShared: false,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ];
          return savedAnswer(body, { id: 'a1' });
        },
      }),
    );
    const { user } = await render();
    expect(
      await screen.findByText('No saved analyses yet. An analysis you work on saves itself here.'),
    ).toBeInTheDocument();
    const name = within(bar()).getByLabelText('Analysis name');
    expect(name).toHaveValue('Term sheet 1');
    // With Auto save on, there is nothing to press: the analysis saves itself once something is in it.
    expect(within(bar()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Paste a term sheet, or try the sample, to see its clauses explained.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try a sample term sheet' }));
    expect(
      await screen.findByText('21 of 21 clauses found: 18 standard, 2 worth negotiating, 1 red flag.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Sample' })).toHaveTextContent(
      'This is a sample: invented figures to show how the tool works, not yours.',
    );
    expect(within(payouts()).getByText('Sample')).toBeInTheDocument();
    const preference = screen.getByRole('article', { name: 'Liquidation preference' });
    expect(within(preference).getByText('Worth negotiating')).toBeInTheDocument();
    expect(
      within(preference).getByText(/^Participating up to 3x: the investors take their preference/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Investment amount' })).getByText('The amount is stated: $4,000,000.'),
    ).toBeInTheDocument();
    // $4M of a $20M post-money: 20 %; capped at 3 × $4M = $12M, so they convert above $12M ÷ 0.2 = $60M.
    expect(
      screen.getByText('The investors own 20% as converted: $4,000,000 of a $20,000,000 post-money valuation.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Above an exit of $60,000,000, they do better converting to common than keeping their preference.',
      ),
    ).toBeInTheDocument();
    // Untouched, the sample is not the founder's work: nothing saves it.
    await pause();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Named, it is: it saves itself under that name, with the sample's figures, and is a sample no more.
    await user.clear(name);
    await user.type(name, 'Lumen Series A');
    expect(
      await screen.findByText('$4,000,000 at $20,000,000 post-money · Saved Nov 20, 2026', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/);
    expect(screen.queryByRole('note', { name: 'Sample' })).not.toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    const post = posts[0]?.body as ToolDocumentInput<TermSheetAnalysisData>;
    expect(post.name).toBe('Lumen Series A');
    expect(post.data.waterfall).toEqual({
      series: [
        {
          name: 'Series A',
          investment: 4_000_000,
          postMoney: 20_000_000,
          multiple: 1,
          participation: 'capped',
          cap: 3,
        },
      ],
      seniority: 'stacked',
      exitValues: [5_000_000, 10_000_000, 20_000_000, 40_000_000, 100_000_000, 200_000_000],
    });
    expect(post.data.currency).toBe('USD');
  }, 20_000);

  it('with Auto save, keeps a change a failed save could not keep, and asks before leaving until it is saved', async () => {
    let isDown = true;
    const calls = fakeApi(
      signedInApi({
        [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
        ...savesNewAs(DOCUMENTS, 'a1'),
        [`PUT ${DOCUMENTS}/a1`]: ({ body }) => (isDown ? serverError : savedAnswer(body, { id: 'a1', version: 2 })),
      }),
    );
    const { user, history } = await render();
    await user.click(screen.getByRole('button', { name: 'Try a sample term sheet' }));
    // Changed, the sample is the founder's analysis: it saves itself, under its default name.
    await user.selectOptions(screen.getByLabelText('Participation'), 'full');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 5000 });
    expect(calls.filter((call) => call.method === 'POST').map((call) => (call.body as { name: string }).name)).toEqual([
      'Term sheet 1',
    ]);

    await user.selectOptions(screen.getByLabelText('Participation'), 'none');
    expect(
      await screen.findByText('Could not save the analysis. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent(/^Not saved$/);
    expect(screen.getByLabelText('Participation')).toHaveValue('none');
    await act(async () => history.push('/elsewhere'));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));

    isDown = false;
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/));
    const puts = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => (call.body as ToolDocumentInput<TermSheetAnalysisData>).data.waterfall.series[0]!.participation);
    expect(puts).toEqual(['none', 'none']);
  }, 20_000);

  it('says when the text is too long to read, and reads nothing of it', async () => {
    fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    await user.click(screen.getByLabelText('Term sheet text'));
    // Pasted at once: typing 42,000 characters one by one would take minutes.
    await user.paste('Liquidation preference: 1x. '.repeat(1500));
    expect(
      await screen.findByText(
        'This text is 42,000 characters long; at most 40,000 can be read. Keep the clauses you want explained and remove the rest.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Term sheet text')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Paste a term sheet, or try the sample, to see its clauses explained.'),
    ).toBeInTheDocument();
  });

  it('says what is wrong with a waterfall figure as it is typed, and shows the payouts again once it is right', async () => {
    // The sample changed is the founder's analysis: Auto save keeps it once it is right.
    fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }), ...savesNewAs(DOCUMENTS, 'a1') }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Try a sample term sheet' }));
    const postMoney = screen.getByLabelText('Post-money valuation');
    await user.clear(postMoney);
    await user.type(postMoney, '1,000,000');
    expect(await screen.findByText('The post-money valuation cannot be less than the investment')).toBeInTheDocument();
    // Every figure on the way to 1,000,000 was under the $4M invested: the sample's payouts stay, dimmed
    // ($4M of $20M post-money: 20 %).
    expect(
      screen.getByText('Showing the last valid results — correct the marked field to update them.'),
    ).toBeInTheDocument();
    const ownership = screen.getByText(
      'The investors own 20% as converted: $4,000,000 of a $20,000,000 post-money valuation.',
    );
    expect(ownership.closest('[data-stale]')).not.toBeNull();
    await user.type(postMoney, '0');
    expect(screen.queryByText('The post-money valuation cannot be less than the investment')).not.toBeInTheDocument();
    // $4M of $10M post-money: 40 %.
    expect(
      screen.getByText('The investors own 40% as converted: $4,000,000 of a $10,000,000 post-money valuation.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('ignores an exit value added and left blank: the payouts stay, fresh, and the analysis saves without it', async () => {
    fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Try a sample term sheet' }));
    const rows = () =>
      within(screen.getByRole('table', { name: /Payouts to investors and common/ })).getAllByRole('row');
    const before = rows().length;
    await user.click(screen.getByRole('button', { name: 'Add exit value' }));
    const added = screen.getAllByLabelText(/^Exit value \d+$/).at(-1)!;
    expect(added).toHaveValue('');
    expect(added).not.toHaveAccessibleDescription('Enter an exit value');
    // Same table, same rows: the blank one is not an exit value, and nothing is stale.
    expect(rows()).toHaveLength(before);
    expect(screen.queryByText(/Showing the last valid results/)).toBeNull();
    await user.type(added, '-5');
    expect(await screen.findByText('An exit value cannot be negative')).toBeInTheDocument();
  }, 20_000);
});
