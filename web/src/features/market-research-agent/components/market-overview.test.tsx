import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, preferencesOf, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { documentBar, documentShown } from '@/test/document-bar';
import { documentView } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { MarketResearchAgent } from './market-research-agent';

const MARKETS = '/api/tools/market-research-agent/documents';
const DRAFT = 'Segments: dog owners in cities.\nCompetitors to look at: Petplan.';
const UNVERIFIED = 'Unverified AI draft: check every figure and name against your sources.';

/** The page with Auto save off (nothing saves by itself), its profile as given, the AI answering DRAFT. */
const render = async (profile: object | null) => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
      ...(profile ? { 'GET /api/profile': () => ({ body: profile }) } : {}),
      [`GET ${MARKETS}`]: () => ({ body: [] }),
      'POST /api/ai/drafts': () => ({
        stream: aiDraftStream([
          { type: 'text', text: 'Segments: dog owners in cities.\n' },
          { type: 'text', text: 'Competitors to look at: Petplan.' },
          { type: 'done', truncated: false },
        ]),
      }),
    }),
  );
  const rendered = renderRoutes(
    [
      { path: '/tool', Component: MarketResearchAgent },
      { path: '/profile', element: <h1>Profile page</h1> },
    ],
    '/tool',
  );
  await screen.findByRole('heading', { level: 1, name: 'Market Research Agent' });
  await documentShown();
  return { ...rendered, calls, drafts: () => calls.filter((call) => call.path === '/api/ai/drafts') };
};
const overview = () => screen.getByRole('region', { name: 'Market overview' });
const overviewText = () =>
  within(overview()).getByLabelText('Segments, trends, buyer personas and competitors to look at');
/** The market's name, in the page's header (ADR 0069). */
const marketName = () => documentBar().getByLabelText('Market name');
/** Types the market's name in place of its default one ('Market 1'). */
const nameMarket = async (user: ReturnType<typeof renderRoutes>['user'], name: string) => {
  await user.clear(marketName());
  await user.type(marketName(), name);
};

describe('the Market Research Agent’s AI overview', { timeout: 20_000 }, () => {
  it('without a key offers the way to the profile in place of the button', async () => {
    const { user } = await render(null);
    await user.click(
      await within(overview()).findByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' }),
    );
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('needs the market’s name, not its default one, then puts the draft in place of an empty overview, marked as an unverified AI draft', async () => {
    const { user, drafts } = await render(profileWithAiKey);
    const draftButton = await within(overview()).findByRole('button', { name: 'Draft market overview' });
    // 'Market 1', a new market's default name, is no market to research: the draft asks for a name typed.
    expect(marketName()).toHaveValue('Market 1');
    expect(draftButton).toHaveAccessibleDescription("Enter the market's name first. Go to field");
    await user.click(within(overview()).getByRole('button', { name: 'Go to field' }));
    expect(marketName()).toHaveFocus();
    await user.click(draftButton);
    expect(marketName()).toHaveAccessibleDescription('This is needed for an AI draft');
    expect(drafts()).toEqual([]);

    await nameMarket(user, 'Pet insurance in Spain');
    expect(marketName()).not.toHaveAccessibleDescription();
    const customers = screen.getByRole('group', { name: 'Potential customers' });
    fireEvent.change(within(customers).getByLabelText('Potential customers'), { target: { value: '2000000' } });
    fireEvent.change(within(customers).getByLabelText('Source or reasoning'), { target: { value: ' Census 2025 ' } });
    expect(within(overview()).queryByText(UNVERIFIED)).not.toBeInTheDocument();
    await user.click(within(overview()).getByRole('button', { name: 'Draft market overview' }));

    expect(
      await within(overview()).findByText('The AI draft is in place, marked AI draft. Check it and make it your own.'),
    ).toBeInTheDocument();
    expect(overviewText()).toHaveValue(DRAFT);
    expect(within(overview()).getByText('AI draft')).toBeInTheDocument();
    expect(within(overview()).getByText(UNVERIFIED)).toBeInTheDocument();
    // Only the assumption with a note is told, as typed, trimmed; the overview was empty.
    expect(drafts().map((call) => call.body)).toEqual([
      {
        task: 'market-overview',
        input: { market: 'Pet insurance in Spain', notes: 'Potential customers: 2000000 (Census 2025)' },
      },
    ]);

    await user.type(overviewText(), ' Checked.');
    expect(within(overview()).queryByText('AI draft')).not.toBeInTheDocument();
    expect(within(overview()).queryByText(UNVERIFIED)).not.toBeInTheDocument();
  });

  it('takes a market saved under its default name as still unnamed when it comes back', async () => {
    const noted = (value: number) => ({ value, note: '' });
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        [`GET ${MARKETS}`]: () => ({
          body: [
            {
              id: 'm1',
              name: 'Market 1',
              summary: '',
              version: 1,
              isShared: false,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
        [`GET ${MARKETS}/m1`]: () => ({
          body: documentView(
            {
              name: 'Market 1',
              data: {
                currency: 'USD',
                topDown: {
                  customers: noted(1000),
                  annualSpend: noted(100),
                  serviceablePercent: noted(50),
                  obtainablePercent: noted(10),
                },
                bottomUp: { customers: noted(10), price: noted(100), purchasesPerYear: noted(1) },
                overview: { text: '', aiDraft: false },
              },
            },
            { id: 'm1', version: 1 },
          ),
        }),
      }),
    );
    renderRoutes([{ path: '/tool', Component: MarketResearchAgent }], '/tool');
    // Arriving opens the market saved last (work comes back): its name is the default 'Market 1', no market's name.
    const opened = await screen.findByRole('listitem', { current: true });
    expect(opened).toHaveTextContent('Market 1');
    expect(marketName()).toHaveValue('Market 1');
    const draftButton = await within(overview()).findByRole('button', { name: 'Draft market overview' });
    expect(draftButton).toHaveAccessibleDescription("Enter the market's name first. Go to field");
  });

  it('asks before replacing an overview the founder wrote: Cancel keeps it, Replace overview puts the draft in', async () => {
    const { user, drafts } = await render(profileWithAiKey);
    await nameMarket(user, 'Pet insurance in Spain');
    await user.type(overviewText(), 'Dog owners first.');
    await user.click(within(overview()).getByRole('button', { name: 'Draft market overview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Replace your overview?' });
    expect(dialog).toHaveAccessibleDescription('The AI draft will replace the overview you wrote. Cancel keeps yours.');
    // The draft is there to compare with what the founder wrote before they decide.
    expect(within(dialog).getByLabelText('The AI draft').textContent).toBe(DRAFT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(overviewText()).toHaveValue('Dog owners first.');
    expect(within(overview()).queryByText('AI draft')).not.toBeInTheDocument();
    expect(
      within(overview()).queryByText('The AI draft is in place, marked AI draft. Check it and make it your own.'),
    ).not.toBeInTheDocument();

    await user.click(within(overview()).getByRole('button', { name: 'Draft market overview' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace your overview?' })).getByRole('button', {
        name: 'Replace overview',
      }),
    );
    expect(overviewText()).toHaveValue(DRAFT);
    expect(within(overview()).getByText('AI draft')).toBeInTheDocument();
    // The founder's overview is the notes the AI starts from (no assumption has a note).
    expect(drafts().map((call) => call.body)).toEqual([
      { task: 'market-overview', input: { market: 'Pet insurance in Spain', notes: 'Dog owners first.' } },
      { task: 'market-overview', input: { market: 'Pet insurance in Spain', notes: 'Dog owners first.' } },
    ]);
  });
});
