import type { NewsFeedView, NewsItemView, NewsSettings } from '@core/tools/founder-news-bot/news-feeds';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { FounderNewsBot } from './founder-news-bot';

const BASE = '/api/founder-news-bot';
const NO_FILTERS: NewsSettings = { include: [], exclude: [], digest: false };
const FEED: NewsFeedView = {
  id: 'f1',
  url: 'https://techcrunch.com/feed/',
  title: 'TechCrunch',
  lastFetchedAt: null,
  lastError: 'the server answered 503',
};
const ITEM: NewsItemView = {
  id: 'i1',
  feedId: 'f1',
  feedTitle: 'TechCrunch',
  title: 'Zepto raises $350M',
  summary: '<b>not markup</b>',
  link: 'https://news.example/zepto',
  publishedAt: null,
  read: false,
  saved: false,
};

function setup(table: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(signedInUser),
    [`GET ${BASE}/settings`]: () => ({ body: NO_FILTERS }),
    ...table,
  });
  return { calls, ...renderRoutes([{ path: '/', Component: FounderNewsBot }], '/', { strict: true }) };
}

describe('Founder News Bot', () => {
  it('starts empty, shows the server’s refusal by the address field, and follows a suggested feed', async () => {
    let feeds: NewsFeedView[] = [];
    const { user, calls } = setup({
      [`GET ${BASE}/feeds`]: () => ({ body: feeds }),
      [`GET ${BASE}/items`]: () => ({ body: [ITEM] }),
      [`POST ${BASE}/feeds`]: ({ body }) => {
        const { url } = body as { url: string };
        if (url.startsWith('http://10.'))
          return {
            status: 422,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'refused',
                issues: [{ path: 'url', message: 'This address cannot be fetched: 10.0.0.1 is not a public address' }],
              },
            },
          };
        feeds = [FEED];
        return { status: 201, body: FEED };
      },
    });
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Feed address (RSS or Atom)'), 'http://10.0.0.1/feed');
    await user.click(screen.getByRole('button', { name: 'Follow feed' }));
    expect(
      await screen.findByText('This address cannot be fetched: 10.0.0.1 is not a public address'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow TechCrunch' }));
    const feed = await screen.findByRole('article', { name: 'TechCrunch' });
    expect(within(feed).getByText('This feed could not be read: the server answered 503')).toBeInTheDocument();
    // The summary is drawn as text, never as HTML.
    const item = await screen.findByRole('article', { name: 'Zepto raises $350M' });
    expect(within(item).getByText('<b>not markup</b>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow TechCrunch' })).not.toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { url: 'http://10.0.0.1/feed' },
      { url: 'https://techcrunch.com/feed/' },
    ]);
  });

  it('saves the filters typed with commas, and marks an item read', async () => {
    const { user, calls } = setup({
      [`GET ${BASE}/feeds`]: () => ({ body: [FEED] }),
      [`GET ${BASE}/items`]: () => ({ body: [ITEM] }),
      [`PUT ${BASE}/settings`]: ({ body }) => ({ body }),
      [`PUT ${BASE}/items/i1/state`]: () => ({ body: { ...ITEM, read: true } }),
    });
    await user.type(await screen.findByLabelText('Words to look for'), 'raises,  funding ,');
    await user.type(screen.getByLabelText('Words to leave out'), 'crypto');
    await user.click(screen.getByRole('button', { name: 'Save filters' }));
    expect(await screen.findByText('Filters saved.')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('article', { name: 'Zepto raises $350M' })).getByRole('button', { name: 'Read' }),
    );
    await expect
      .poll(() => calls.filter(({ method }) => method === 'PUT').map(({ body }) => body))
      .toEqual([{ include: ['raises', 'funding'], exclude: ['crypto'], digest: false }, { read: true }]);
  });
});
