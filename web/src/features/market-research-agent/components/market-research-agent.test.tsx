import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { documentView, savedAnswer, savesNewAs } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { MarketResearchAgent } from './market-research-agent';

const MARKETS = '/api/tools/market-research-agent/documents';
const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: MarketResearchAgent }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Market Research Agent' });
  await documentShown();
  return rendered;
};
const markets = () => screen.getByRole('region', { name: 'Saved markets' });
const sizes = () => screen.getByRole('region', { name: 'Market size' });
/** The figure the sizes show under `label`. */
const figure = (label: string) => within(sizes()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const noted = (value: number, note = '') => ({ value, note });
const saved = {
  currency: 'EUR',
  topDown: {
    customers: noted(40_000, 'Bakeries in the EU, Eurostat 2024'),
    annualSpend: noted(3_000),
    serviceablePercent: noted(50),
    obtainablePercent: noted(2),
  },
  bottomUp: { customers: noted(300), price: noted(200), purchasesPerYear: noted(12) },
  overview: { text: 'Independent bakeries buy through wholesalers.', aiDraft: true },
};

describe('the Market Research Agent', () => {
  it('sizes a market top-down and bottom-up as typed, says what is wrong by the field, and saves with the header’s Save', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${MARKETS}`]: () => ({ body: [] }),
        ...savesNewAs(MARKETS, 'm1'),
      }),
    );
    const { user } = await render();
    // Set at once: typing every figure key by key is slow in jsdom, and typing is the journey's (e2e) to prove.
    const fill = async (group: string, value: string) =>
      fireEvent.change(within(screen.getByRole('group', { name: group })).getByLabelText(group), { target: { value } });
    await fill('Potential customers', '2000000');
    await fill('Yearly spend per customer', '120');
    await fill('Share you can serve (%)', '25');
    await fill('Share you can win (%)', '5');
    await user.type(
      within(screen.getByRole('group', { name: 'Potential customers' })).getByLabelText('Source or reasoning'),
      'Census 2025',
    );
    await fill('Customers you can win', '1500');
    await fill('Price per purchase', '99');
    await fill('Purchases per customer a year', '12');
    // 2,000,000 × $120 = $240,000,000; × 25 % = $60,000,000; × 5 % = $3,000,000. Bottom-up 1,500 × $99 × 12 = $1,782,000 = 59.4 % of the SOM.
    expect(figure('TAM')).toBe('$240,000,000');
    expect(figure('SAM')).toBe('$60,000,000');
    expect(figure('SOM')).toBe('$3,000,000');
    expect(figure('Bottom-up revenue')).toBe('$1,782,000');
    expect(figure('Bottom-up as a share of SOM')).toBe('59.4%');
    expect(within(sizes()).getByRole('img', { name: /^Market size a year/ })).toBeInTheDocument();

    await fill('Share you can serve (%)', '120');
    const serve = within(screen.getByRole('group', { name: 'Share you can serve (%)' })).getByLabelText(
      'Share you can serve (%)',
    );
    expect(serve).toHaveAccessibleDescription('Enter a percentage from 0 to 100');
    expect(within(sizes()).getByText("Correct the fields marked above to see the market's size.")).toBeInTheDocument();
    // The market's name, Save and New are in the page's header, not in the saved markets.
    expect(within(markets()).queryByLabelText('Market name')).not.toBeInTheDocument();
    const name = documentBar().getByLabelText('Market name');
    expect(name).toHaveValue('Market 1');
    await user.clear(name);
    await user.type(name, 'Pet owners');
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    expect(documentBar().getByRole('alert')).toHaveTextContent(/^Correct the fields marked below before saving\.$/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(await documentBar().findByRole('button', { name: 'Go to field' }));
    expect(serve).toHaveFocus();

    await fill('Share you can serve (%)', '25');
    await user.type(
      screen.getByLabelText('Segments, trends, buyer personas and competitors to look at'),
      'Dog owners first.',
    );
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as { name: string; data: unknown };
    expect(sent).toEqual({
      name: 'Pet owners',
      data: {
        currency: 'USD',
        topDown: {
          customers: noted(2_000_000, 'Census 2025'),
          annualSpend: noted(120),
          serviceablePercent: noted(25),
          obtainablePercent: noted(5),
        },
        bottomUp: { customers: noted(1_500), price: noted(99), purchasesPerYear: noted(12) },
        overview: { text: 'Dog owners first.', aiDraft: false },
      },
    });
  }, 20_000);

  it('opens a saved market with its figures in its currency; an AI draft overview is marked until edited', async () => {
    fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(true),
        [`GET ${MARKETS}`]: () => ({
          body: [
            {
              id: 'm1',
              name: 'EU bakeries',
              summary: 'TAM 120000000 EUR',
              version: 2,
              isShared: false,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
        [`GET ${MARKETS}/m1`]: () => ({
          body: documentView({ name: 'EU bakeries', data: saved }, { id: 'm1', version: 2 }),
        }),
        [`PUT ${MARKETS}/m1`]: ({ body }) => savedAnswer(body, { id: 'm1', version: 3 }),
      }),
    );
    const { user } = await render();
    // 40,000 × €3,000 = €120,000,000, shown compact in the list.
    const item = await within(markets()).findByRole('listitem');
    expect(item).toHaveTextContent('TAM: €120M');
    await user.click(within(item).getByRole('button', { name: 'EU bakeries' }));
    // SAM €120M × 50 % = €60,000,000; SOM × 2 % = €1,200,000; bottom-up 300 × €200 × 12 = €720,000 = 60 % of it.
    await waitFor(() => expect(figure('SOM')).toBe('€1,200,000'));
    expect(figure('Bottom-up revenue')).toBe('€720,000');
    // The open market in the header: its name, Saved, Save as New; no Save, as it saves itself.
    expect(documentBar().getByLabelText('Market name')).toHaveValue('EU bakeries');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);
    expect(documentBar().getByRole('button', { name: 'Save as New' })).toBeEnabled();
    expect(documentBar().queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(figure('Bottom-up as a share of SOM')).toBe('60%');
    expect(
      within(screen.getByRole('group', { name: 'Potential customers' })).getByLabelText('Source or reasoning'),
    ).toHaveValue('Bakeries in the EU, Eurostat 2024');
    const overview = screen.getByRole('region', { name: 'Market overview' });
    expect(within(overview).getByText('AI draft')).toBeInTheDocument();
    await user.type(within(overview).getByRole('textbox'), ' Checked.');
    expect(within(overview).queryByText('AI draft')).not.toBeInTheDocument();
  });
});
