import { RECENT_DOCUMENTS_KEY } from '@core/pages/first-data';
import type { RecentToolDocument } from '@core/tools/tool-document-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentBar, saveStatus } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { loadPagesAt, renderApp } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';

const continueSection = async () =>
  within((await screen.findByRole('heading', { name: 'Continue where you left off' })).closest('section')!);

describe("the dashboard's 'Continue where you left off'", () => {
  // The last test opens the ESOP Planner from the dashboard.
  beforeAll(() => loadPagesAt('/tool/esop-planner'));

  it('lists the documents saved last, each opening its tool on it, above the catalogue', async () => {
    fakeApi(
      signedInApi({
        'GET /api/recent-documents': () => ({
          body: [
            { toolId: 'esop-planner', id: 'p1', name: 'Seed plan', updatedAt: '2026-11-28T09:30:00.000Z' },
            { toolId: 'equity-split', id: 's1', name: 'Founders', updatedAt: '2026-11-27T16:05:00.000Z' },
          ],
        }),
      }),
    );
    renderApp('/dashboard');
    const section = await continueSection();
    const links = await section.findAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/tool/esop-planner?doc=p1', expect.stringMatching(/^Seed planESOP Planner · saved Nov 28, 2026, \d/)],
      ['/tool/equity-split?doc=s1', expect.stringMatching(/^FoundersEquity Calculator · saved Nov 27, 2026, \d/)],
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Continue where you left off')).toBeLessThan(headings.indexOf('All Tools'));
  });

  it('invites the first step when nothing is saved yet', async () => {
    fakeApi(signedInApi());
    renderApp('/dashboard');
    expect(
      await (await continueSection()).findByText('What you save in a tool shows here, to pick up where you stopped.'),
    ).toBeInTheDocument();
  });

  it('says when the list could not be loaded, the catalogue still there', async () => {
    fakeApi(
      signedInApi({
        'GET /api/recent-documents': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
      }),
    );
    renderApp('/dashboard');
    expect(await (await continueSection()).findByRole('alert')).toHaveTextContent(
      'Your recent work could not be loaded. The tools below still open it.',
    );
    expect(screen.getByRole('heading', { name: 'All Tools' })).toBeInTheDocument();
  });

  it('is drawn with the list the page came with, not asked again, and asked again once a tool has saved', async () => {
    const plans = '/api/tools/esop-planner/documents';
    let recent: RecentToolDocument[] = [];
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/recent-documents': () => ({ body: recent }),
        [`GET ${plans}`]: () => ({ body: [] }),
        'GET /api/tools/equity-split/documents': () => ({ body: [] }),
        ...savesNewAs(plans, 'p1'),
      }),
    );
    const asked = () => calls.filter((call) => call.path === '/api/recent-documents').length;
    // As the server draws the dashboard (ADR 0127): its documents saved last come with it.
    const { history, user } = renderApp('/dashboard', {
      firstData: {
        user: signedInUser,
        preferences: preferencesOf({ autoSave: false }),
        queries: [{ key: RECENT_DOCUMENTS_KEY, data: [] }],
      },
    });
    await (await continueSection()).findByText('What you save in a tool shows here, to pick up where you stopped.');

    // A plan saved in the ESOP Planner, then the dashboard again.
    act(() => history.push('/tool/esop-planner'));
    await user.click(await screen.findByRole('button', { name: 'Add grant' }));
    // A new grant is dated today: its holder is all it lacks.
    await user.type(within(screen.getByRole('group', { name: 'Grant 1' })).getByLabelText('Holder'), 'Priya');
    recent = [{ toolId: 'esop-planner', id: 'p1', name: 'ESOP plan 1', updatedAt: '2026-11-28T09:30:00.000Z' }];
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    expect(asked()).toBe(0);
    act(() => history.push('/dashboard'));
    const link = await (await continueSection()).findByRole('link', { name: /^ESOP plan 1 ?ESOP Planner · saved / });
    expect(link).toHaveAttribute('href', '/tool/esop-planner?doc=p1');
    expect(asked()).toBe(1);
  });
});
