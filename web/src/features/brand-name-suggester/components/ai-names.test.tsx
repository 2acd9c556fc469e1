import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, preferencesOf, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { documentBar } from '@/test/document-bar';
import { renderRoutes } from '@/test/render-app';
import { documentView, savesNewAs } from '@/test/tool-document-answers';
import { BrandNameSuggester } from './brand-name-suggester';

const LISTS = '/api/tools/brand-name-suggester/documents';
describe('the Brand Name Suggester’s AI suggestions', { timeout: 20_000 }, () => {
  it('without a key offers the way to the profile, and the generator still works', async () => {
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        [`GET ${LISTS}`]: () => ({ body: [] }),
      }),
    );
    renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
    expect(
      await screen.findByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' }),
    ).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
  });

  it('asks the AI with the inputs, shows its names as cards marked AI draft, each with its .com, and saves them as the AI’s', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        ...savesNewAs(LISTS, 'l1'),
        'POST /api/ai/drafts': () => ({
          stream: aiDraftStream([
            { type: 'text', text: '1. Crème Loaf\n2. Dawn' },
            { type: 'text', text: '42\n' },
            { type: 'done', truncated: false },
          ]),
        }),
      }),
    );
    const { user } = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
    await user.click(await screen.findByRole('button', { name: 'Suggest names with AI' }));
    expect(screen.getByLabelText('Keywords')).toHaveAccessibleDescription('Enter at least one keyword');
    expect(calls.some((call) => call.path === '/api/ai/drafts')).toBe(false);

    await user.type(screen.getByLabelText('Keywords'), 'bread, dawn');
    await user.click(screen.getByRole('button', { name: 'Suggest names with AI' }));
    const suggestions = await screen.findByRole('region', { name: 'AI Suggestions' });
    const cards = within(suggestions).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Crème Loaf', 'Dawn42']);
    expect(within(cards[0]!).getByText('cremeloaf.com')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('AI draft')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/ai/drafts')?.body).toEqual({
      task: 'brand-names',
      input: { businessType: '', keywords: 'bread, dawn', description: '' },
    });

    // A list not named yet takes its keywords as its name; saved by the header's Save (Auto save is off) as the
    // AI's suggestions, apart from the names the founder keeps.
    expect(documentBar().getByLabelText('List name')).toHaveValue('bread, dawn');
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === LISTS)).toBe(true));
    const sent = calls.find((call) => call.method === 'POST' && call.path === LISTS)?.body as {
      name: string;
      data: { aiSuggested: unknown; names: unknown[] };
    };
    expect(sent.name).toBe('bread, dawn');
    expect(sent.data.aiSuggested).toEqual([
      { name: 'Crème Loaf', domain: 'cremeloaf.com', category: 'Creative' },
      { name: 'Dawn42', domain: 'dawn42.com', category: 'Creative' },
    ]);
    expect(sent.data.names).toEqual([]);
  });

  it('opens a saved list with the AI’s suggestions as its AI Suggestions cards', async () => {
    const inputs = { businessType: '', keywords: 'bread', description: '' };
    const list = documentView(
      {
        name: 'Bakery',
        data: {
          inputs,
          generated: null,
          names: [],
          aiSuggested: [{ name: 'Crumb & Co', domain: 'crumbco.com', category: 'Creative' }],
        },
      },
      { id: 'l1' },
    );
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        [`GET ${LISTS}`]: () => ({
          body: [
            { id: 'l1', name: 'Bakery', summary: '0 names', version: 1, isShared: false, updatedAt: list.updatedAt },
          ],
        }),
        [`GET ${LISTS}/l1`]: () => ({ body: list }),
      }),
    );
    const { user } = renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
    const lists = await screen.findByRole('region', { name: 'Saved name lists' });
    await user.click(await within(lists).findByRole('button', { name: 'Bakery' }));
    const suggestions = await screen.findByRole('region', { name: 'AI Suggestions' });
    const card = within(within(suggestions).getByRole('article'));
    expect(card.getByRole('heading')).toHaveTextContent('Crumb & Co');
    expect(card.getByText('crumbco.com')).toBeInTheDocument();
    expect(card.getByText('AI draft')).toBeInTheDocument();
  });
});
