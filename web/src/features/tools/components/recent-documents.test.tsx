import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const continueSection = async () =>
  within((await screen.findByRole('heading', { name: 'Continue where you left off' })).closest('section')!);

describe("the dashboard's 'Continue where you left off'", () => {
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
});
