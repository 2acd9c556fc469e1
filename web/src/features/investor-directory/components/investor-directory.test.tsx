import type { DirectoryPage } from '@core/directories/directory-contracts';
import type { InvestorFields } from '@core/tools/investor-directory/investor-fields';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { InvestorDirectory } from './investor-directory';

const ENTRIES = '/api/directories/investor-directory/entries';
const accelerator: DirectoryPage<InvestorFields>['entries'][number] = {
  slug: 'example-accelerator',
  name: 'Example Accelerator',
  url: 'https://accelerator.example.com/',
  description: 'A three-month programme for pre-seed founders.',
  fields: {
    kind: 'accelerator',
    stages: ['pre-seed', 'seed'],
    sectors: ['generalist'],
    geographies: ['india', 'global'],
    cheque: { min: 100_000, max: 250_000, currency: 'USD', asOf: '2026-03-01' },
  },
  sources: [{ url: 'https://accelerator.example.com/deal', title: 'The deal', publisher: 'Example Accelerator' }],
  verifiedOn: '2026-11-30',
  community: null,
  outdated: { reports: 0, reportedByYou: false },
};
const upTo: DirectoryPage<InvestorFields>['entries'][number] = {
  ...accelerator,
  slug: 'up-to',
  name: 'Up To Fund',
  fields: { ...accelerator.fields, kind: 'seed-fund', cheque: { max: 220_000, currency: 'USD', asOf: '2025-04-21' } },
};
const pageOf = (entries: DirectoryPage<InvestorFields>['entries'], total = entries.length, page = 1) => ({
  body: { entries, total, page, pageSize: 20 },
});

function show(path = '/') {
  const calls = fakeApi(
    signedInApi({
      [`GET ${ENTRIES}`]: ({ query }) =>
        query.q?.[0] === 'nothing' ? pageOf([]) : pageOf([accelerator, upTo], 45, Number(query.page?.[0] ?? 1)),
      'GET /api/directories/investor-directory/suggestions': () => ({ body: [] }),
    }),
  );
  return { calls, ...renderRoutes([{ path: '/', Component: InvestorDirectory }], path) };
}
const asked = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === ENTRIES).map((call) => call.query);

describe('the Investor Directory', () => {
  it('shows an investor with its kind, stages, sectors, places, published cheque, source and verified day', async () => {
    show();
    const card = within(await screen.findByRole('article', { name: 'Example Accelerator' }));
    expect(card.getByRole('link', { name: 'Example Accelerator' })).toHaveAttribute(
      'href',
      'https://accelerator.example.com/',
    );
    expect(card.getByText('Accelerator · Pre-seed · Seed')).toBeInTheDocument();
    expect(card.getByText('Generalist')).toBeInTheDocument();
    expect(card.getByText('India · Global')).toBeInTheDocument();
    expect(card.getByText('Cheque: $100,000 – $250,000 (published, as of Mar 1, 2026)')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Source: Example Accelerator' })).toHaveAttribute(
      'href',
      'https://accelerator.example.com/deal',
    );
    expect(card.getByText('Last verified Nov 30, 2026')).toBeInTheDocument();
    // Only its most published: 'up to'.
    expect(
      within(screen.getByRole('article', { name: 'Up To Fund' })).getByText(
        'Cheque: up to $220,000 (published, as of Apr 21, 2025)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('45 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('asks the server with the words typed, the filters chosen and the page, and says when nothing matches', async () => {
    const { user, calls, history } = show();
    await screen.findByRole('article', { name: 'Example Accelerator' });
    await user.click(within(screen.getByRole('group', { name: 'Stage' })).getByRole('button', { name: 'Seed' }));
    await user.click(within(screen.getByRole('group', { name: 'Where' })).getByRole('button', { name: 'India' }));
    expect(within(screen.getByRole('group', { name: 'Stage' })).getByRole('button', { name: 'Seed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(asked(calls).at(-1)).toEqual({ page: ['2'], facet: ['stage:seed', 'geography:india'] });
    expect(history.location.search).toBe('?facet=stage%3Aseed&facet=geography%3Aindia&page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search investors' }), 'nothing');
    expect(
      await screen.findByText('Nothing matches these words and filters. Try fewer words, or clear a filter.'),
    ).toBeInTheDocument();
    // The words start again from the first page.
    await waitFor(() =>
      expect(asked(calls).at(-1)).toEqual({ q: ['nothing'], facet: ['stage:seed', 'geography:india'] }),
    );
  });

  it('opens on the search its address names, as a shared link or a reload does', async () => {
    const { calls } = show('/?q=seed&facet=stage%3Apre-seed');
    await screen.findByRole('article', { name: 'Example Accelerator' });
    expect(screen.getByRole('searchbox', { name: 'Search investors' })).toHaveValue('seed');
    expect(
      within(screen.getByRole('group', { name: 'Stage' })).getByRole('button', { name: 'Pre-seed' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(asked(calls)).toEqual([{ q: ['seed'], facet: ['stage:pre-seed'] }]);
  });

  it('puts the words of the address back in the field when Back goes to an earlier search', async () => {
    const { user, history } = show('/?q=seed');
    await screen.findByRole('article', { name: 'Example Accelerator' });
    await user.click(within(screen.getByRole('group', { name: 'Stage' })).getByRole('button', { name: 'Seed' }));
    const field = screen.getByRole('searchbox', { name: 'Search investors' });
    await user.type(field, ' fund');
    await waitFor(() => expect(history.location.search).toBe('?q=seed+fund&facet=stage%3Aseed'));
    act(() => history.go(-1));
    await waitFor(() => expect(field).toHaveValue('seed'));
    expect(history.location.search).toBe('?q=seed');
  });
});
