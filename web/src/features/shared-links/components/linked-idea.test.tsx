import type { LinkInfo } from '@core/ideas/share-contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInApi } from '@/test/fake-api';
import { ideaPageView, ideaView, pageContent, pageSummary } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { renderApp } from '@/test/render-app';

const ID = '11111111-1111-4111-8111-111111111111';
const TOKEN = 'T'.repeat(43);
const LINK = `/api/links/${TOKEN}`;
const linkPath = `/tool/idea-garage/idea/${ID}?share=${TOKEN}`;
const info = (overrides: Partial<LinkInfo> = {}): LinkInfo => ({
  ideaId: ID,
  sharedBy: 'Ada Lovelace',
  accessType: 'view',
  message: '',
  expiresAt: null,
  pageIds: null,
  passwordRequired: false,
  ...overrides,
});
const readOnly = ideaView({
  sourceType: 'shared-link',
  accessType: 'view',
  permissions: { canComment: false, canEdit: false, canShare: false, canPin: false, canDelete: false },
});
const visitorApi = (table: Parameters<typeof fakeApi>[0]) => ({
  'GET /api/auth/get-session': sessionOf(null),
  ...table,
});
const error = (status: number, message: string) => () => ({ status, body: { error: { code: 'X', message } } });

beforeAll(stubProseMirrorLayout);
beforeEach(() => sessionStorage.clear());

describe('an idea opened through a public link', () => {
  it("shows a visitor the idea read-only with the spec's banner, and remembers the link before signing in", async () => {
    fakeApi(
      visitorApi({
        [`GET ${LINK}`]: () => ({ body: info() }),
        [`GET ${LINK}/idea`]: () => ({ body: ideaPageView({ idea: readOnly }) }),
        [`GET ${LINK}/pages/main/content`]: () => ({ body: pageContent('main', 1, 'Shared words') }),
      }),
    );
    const { user } = renderApp(linkPath);
    expect(
      await screen.findByText(
        "You're viewing this via a shared link from Ada Lovelace. Sign in to comment, add ideas, or explore more features",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Shared words')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Idea title' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Sign In' })[1]!);
    expect(await screen.findByRole('dialog', { name: 'Sign in to interact' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('pendingSharedLink')!)).toMatchObject({
      token: TOKEN,
      idea_id: ID,
      shared_by: 'Ada Lovelace',
      url: linkPath,
    });
  });

  it("says 'Invalid or expired link' for an unknown token, and sends an expired one to /expired-link", async () => {
    fakeApi(visitorApi({ [`GET ${LINK}`]: error(404, 'Invalid or expired link') }));
    renderApp(linkPath);
    expect(await screen.findByRole('heading', { name: 'Invalid or expired link' })).toBeInTheDocument();

    fakeApi(visitorApi({ [`GET ${LINK}`]: error(410, 'Link has expired') }));
    const { history } = renderApp(linkPath);
    await waitFor(() => expect(history.location.pathname).toBe('/expired-link'));
  });

  it("says 'Failed to validate shared link' on an unexpected failure, and shows no data", async () => {
    fakeApi(visitorApi({ [`GET ${LINK}`]: error(500, 'boom') }));
    renderApp(linkPath);
    expect(await screen.findByRole('heading', { name: 'Failed to validate shared link' })).toBeInTheDocument();
    expect(screen.queryByText('Solar kiosks')).not.toBeInTheDocument();
  });

  it('asks for the password first, says when it is wrong, and sends the unlock key with every read', async () => {
    const calls = fakeApi(
      visitorApi({
        [`GET ${LINK}`]: () => ({ body: info({ passwordRequired: true, pageIds: ['p1'] }) }),
        [`POST ${LINK}/unlock`]: ({ body }) =>
          (body as { password: string }).password === 'right'
            ? { body: { key: 'KEY' } }
            : error(403, 'Wrong password')(),
        [`GET ${LINK}/idea`]: () => ({ body: ideaPageView({ idea: readOnly, pages: [pageSummary('p1', 'Pricing')] }) }),
        [`GET ${LINK}/pages/p1/content`]: () => ({ body: pageContent('p1', 1, 'Only this page') }),
      }),
    );
    const { user } = renderApp(linkPath);
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // A link to some pages opens on the first of them.
    expect(await screen.findByText('Only this page')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'GET' && call.path.startsWith(`${LINK}/`)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(sessionStorage.getItem(`shareKey:${TOKEN}`)).toBe('KEY');
  });

  it("adds the idea to a signed-in holder's account, with the spec's toast, then opens it as theirs", async () => {
    sessionStorage.setItem('pendingSharedLink', JSON.stringify({ token: TOKEN }));
    const calls = fakeApi(
      signedInApi({
        [`GET ${LINK}`]: () => ({ body: info() }),
        [`POST ${LINK}/claim`]: () => ({ body: { ideaId: ID } }),
        [`GET /api/ideas/${ID}/page`]: () => ({ body: ideaPageView({ idea: ideaView({ sourceType: 'shared' }) }) }),
        [`GET /api/ideas/${ID}/pages/main/content`]: () => ({ body: pageContent('main') }),
      }),
    );
    const { history } = renderApp(linkPath);
    expect(await screen.findByText('Shared content has been added to your account!')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe(`/tool/idea-garage/idea/${ID}`);
    expect(calls.filter((call) => call.path === `${LINK}/claim`)).toHaveLength(1);
    expect(sessionStorage.getItem('pendingSharedLink')).toBeNull();
  });

  it('keeps the pending link and says so when the server refuses to add it', async () => {
    sessionStorage.setItem('pendingSharedLink', JSON.stringify({ token: TOKEN }));
    fakeApi(
      signedInApi({
        [`GET ${LINK}`]: () => ({ body: info() }),
        [`POST ${LINK}/claim`]: error(403, 'This link needs its password'),
        [`GET /api/ideas/${ID}/page`]: error(404, 'Idea not found'),
      }),
    );
    renderApp(linkPath);
    expect(await screen.findByText('Failed to link shared content to your account')).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingSharedLink')).not.toBeNull();
  });
});

describe('the board opened with a shared link (§2 entry cases)', () => {
  const boardPath = `/tool/idea-garage?share=${TOKEN}`;

  it('shows a visitor the public board with the shared-link banner and the way to the idea', async () => {
    fakeApi(
      visitorApi({
        [`GET ${LINK}`]: () => ({ body: info() }),
        'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      }),
    );
    renderApp(boardPath);
    expect(
      await screen.findByText(
        "You're viewing this via a shared link from Ada Lovelace. Sign in to comment, add ideas, or explore more features",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the shared idea' })).toHaveAttribute('href', linkPath);
  });

  it('sends a visitor with an expired link to /expired-link, and says an invalid one is invalid', async () => {
    fakeApi(
      visitorApi({
        [`GET ${LINK}`]: error(410, 'Link has expired'),
        'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      }),
    );
    const { history } = renderApp(boardPath);
    await waitFor(() => expect(history.location.pathname).toBe('/expired-link'));

    fakeApi(
      visitorApi({
        [`GET ${LINK}`]: error(404, 'Invalid or expired link'),
        'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      }),
    );
    renderApp(boardPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired link');
  });

  it("tells a signed-in user 'Invalid or expired link' for an invalid link, then shows their board", async () => {
    fakeApi(
      signedInApi({
        [`GET ${LINK}`]: error(404, 'Invalid or expired link'),
        'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      }),
    );
    const { history } = renderApp(boardPath);
    expect(await screen.findByText('Invalid or expired link')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('adds the shared idea to a signed-in user and lands on their board', async () => {
    const calls = fakeApi(
      signedInApi({
        [`GET ${LINK}`]: () => ({ body: info() }),
        [`POST ${LINK}/claim`]: () => ({ body: { ideaId: ID } }),
        'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      }),
    );
    const { history } = renderApp(boardPath);
    expect(await screen.findByText('Shared content has been added to your account!')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/tool/idea-garage');
    expect(calls.filter((call) => call.path === `${LINK}/claim`)).toHaveLength(1);
  });
});
