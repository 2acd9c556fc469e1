import type { WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { CompetitorTracker } from './competitor-tracker';

const watched = (changes: Partial<WatchedPageView> = {}): WatchedPageView => ({
  id: 'p1',
  competitor: 'Acme',
  kind: 'pricing',
  url: 'https://acme.example/pricing',
  lastCheckedAt: '2026-11-27T05:30:00.000Z',
  problem: null,
  versions: 2,
  changedAt: '2026-11-27T05:30:00.000Z',
  lastChange: [
    { kind: 'skipped', count: 3 },
    { kind: 'removed', text: 'Starter: $19 a month' },
    { kind: 'added', text: 'Starter: $24 a month' },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

function setup(table: Parameters<typeof fakeApi>[0] = {}, pages: WatchedPageView[] = []) {
  let list = pages;
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(signedInUser),
    'GET /api/competitor-tracker/pages': () => ({ body: { pages: list } }),
    ...table,
  });
  const setList = (next: WatchedPageView[]) => void (list = next);
  return { calls, setList, ...renderRoutes([{ path: '/', Component: CompetitorTracker }], '/', { strict: true }) };
}

describe('Competitor Tracker', () => {
  it('shows a page’s last change as lines removed and added, each said in words, and the unchanged lines counted', async () => {
    setup({}, [watched()]);
    const article = within(await screen.findByRole('article', { name: 'Acme · Pricing' }));
    const change = within(article.getByRole('list', { name: 'Last change of Acme · Pricing' }));
    expect(change.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 unchanged lines',
      '−Removed: Starter: $19 a month',
      '+Added: Starter: $24 a month',
    ]);
    expect(article.getByText(/^Last checked Nov 27, 2026/)).toBeInTheDocument();
    expect(article.getByText(/2 versions kept/)).toBeInTheDocument();
  });

  it('shows why a page was not read, by the page', async () => {
    setup({}, [watched({ problem: { code: 'status', status: 503 }, versions: 0, changedAt: null, lastChange: null })]);
    expect(
      await screen.findByText('The site answered with an error (HTTP 503), so nothing was stored.'),
    ).toBeInTheDocument();
  });

  it('checks the fields before sending, and shows the API’s refusal by its field', async () => {
    const { user, calls } = setup({
      'POST /api/competitor-tracker/pages': () => ({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'You already watch this page',
            issues: [{ path: 'url', message: 'You already watch this page' }],
          },
        },
      }),
    });
    await screen.findByText(/You are not watching any pages yet/);
    await user.click(screen.getByRole('button', { name: 'Watch page' }));
    expect(screen.getByText('Name the competitor')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Competitor' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Page address' }), 'https://acme.example/pricing');
    await user.click(screen.getByRole('button', { name: 'Watch page' }));
    expect(await screen.findByText('You already watch this page')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      competitor: 'Acme',
      kind: 'pricing',
      url: 'https://acme.example/pricing',
    });
  });

  it('says by the button why “Check now” was refused', async () => {
    const { user } = setup(
      {
        'POST /api/competitor-tracker/pages/p1/check': () => ({
          status: 429,
          body: {
            error: {
              code: 'RATE_LIMITED',
              message: 'This page was checked less than 5 minutes ago. Please try again later.',
            },
          },
        }),
      },
      [watched()],
    );
    await user.click(await screen.findByRole('button', { name: 'Check Acme · Pricing now' }));
    const article = within(screen.getByRole('article', { name: 'Acme · Pricing' }));
    expect(
      await article.findByText('This page was checked less than 5 minutes ago. Please try again later.'),
    ).toBeInTheDocument();
  });
});
