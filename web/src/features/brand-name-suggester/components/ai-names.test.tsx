import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { BrandNameSuggester } from './brand-name-suggester';

const LISTS = '/api/tools/brand-name-suggester/documents';
const withKey = { fullName: signedInUser.name, email: signedInUser.email, avatarUrl: null, apiKeyLast4: 'wxyz', aiBaseUrl: 'https://api.openai.com/v1', aiModel: 'gpt-4o-mini' };

describe('the Brand Name Suggester’s AI suggestions', { timeout: 20_000 }, () => {
  it('without a key offers the way to the profile, and the generator still works', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }), [`GET ${LISTS}`]: () => ({ body: [] }) }));
    renderRoutes([{ path: '/tool', Component: BrandNameSuggester }], '/tool');
    expect(await screen.findByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
  });

  it('asks the AI with the inputs, and shows its names as cards marked AI draft, each with its .com', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/profile': () => ({ body: withKey }),
        [`GET ${LISTS}`]: () => ({ body: [] }),
        'POST /api/ai/drafts': () => ({ stream: aiDraftStream([{ type: 'text', text: '1. Crème Loaf\n2. Dawn' }, { type: 'text', text: '42\n' }, { type: 'done', truncated: false }]) }),
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
    expect(calls.find((call) => call.path === '/api/ai/drafts')?.body).toEqual({ task: 'brand-names', input: { businessType: '', keywords: 'bread, dawn', description: '' } });
  });
});
