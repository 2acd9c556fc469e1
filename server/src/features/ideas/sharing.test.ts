import type { IdeaPageSummary, IdeaPageView, PageContent } from '@core/idea-page/page-contracts';
import type { BoardPage, IdeaView } from '@core/ideas/idea-contracts';
import type { IdeaAccessList, LinkInfo, ShareResult } from '@core/ideas/share-contracts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas, ideaShares, profiles } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, linkIn, type TestServer } from '../../testing/test-server';
import { LINK_PASSWORD_ATTEMPTS } from './links.service';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let carol: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  bob = await server.signedInClient('bob@example.com', 'Bob Builder');
  carol = await server.signedInClient('carol@example.com', 'Carol Shaw');
  visitor = server.client();
});
afterAll(() => server.dispose());

const json = async <T>(response: Response, status: number): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const newIdea = async (client = ada) => json<IdeaView>(await client.post('/api/ideas', { title: `Idea ${Math.random()}` }), 201);
const share = (client: TestClient, body: Record<string, unknown>) => client.post('/api/shares', body);
const sharesOf = (ideaId: string) => server.database.db.select().from(ideaShares).where(eq(ideaShares.ideaId, ideaId));
const issue = async (response: Response) => {
  expect(response.status).toBe(422);
  return ((await response.json()) as { error: { message: string } }).error.message;
};
const tokenOf = (result: ShareResult) => new URL(result.links[0]!.url).searchParams.get('share')!;
const onBoard = async (client: TestClient, id: string) => ((await (await client.request('/api/ideas?limit=100')).json()) as BoardPage).ideas.find((idea) => idea.id === id);

describe('sharing by e-mail', () => {
  it('gives each recipient the access chosen, on their board, and mails them a link to the idea', async () => {
    const idea = await newIdea();
    const result = await json<ShareResult>(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['BOB@example.com ', 'carol@example.com'], accessType: 'comment', message: 'Thoughts?' }), 201);
    expect(result).toEqual({ people: 2, links: [], community: false });
    expect(await onBoard(bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'comment', permissions: { canComment: true, canEdit: false } });
    const mail = server.mails.findLast((sent) => sent.to === 'bob@example.com')!;
    expect(mail.subject).toBe(`Ada Lovelace shared "${idea.title}" with you`);
    expect(mail.text).toContain('Their message: Thoughts?');
    expect(linkIn(mail)).toBe(`${server.env.APP_URL}/tool/idea-garage/idea/${idea.id}`);
  });

  it('keeps one live share per idea and recipient: sharing again replaces its terms', async () => {
    const idea = await newIdea();
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'view' }), 201);
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'edit' }), 201);
    expect((await sharesOf(idea.id)).map((row) => row.accessType)).toEqual(['edit']);
    expect(await onBoard(bob, idea.id)).toMatchObject({ accessType: 'edit' });
  });

  it('shows a recipient of some pages only those pages, and not the Main Content, its properties or widgets', async () => {
    const idea = await newIdea();
    const page = async (title: string) => json<IdeaPageSummary>(await ada.post(`/api/ideas/${idea.id}/pages`, { title }), 201);
    const [shown, hidden] = [await page('Shown'), await page('Hidden')];
    await ada.post(`/api/ideas/${idea.id}/properties`, { label: 'Secret', type: 'text' });
    await ada.post(`/api/ideas/${idea.id}/widgets`, { type: 'prd' });
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'edit', pageIds: [shown.id] }), 201);
    const view = await json<IdeaPageView>(await bob.request(`/api/ideas/${idea.id}/page`), 200);
    expect([view.pages.map((candidate) => candidate.title), view.properties, view.widgets]).toEqual([['Shown'], [], []]);
    expect((await bob.request(`/api/ideas/${idea.id}/pages/${hidden.id}/content`)).status).toBe(404);
    expect((await bob.request(`/api/ideas/${idea.id}/pages/main/content`)).status).toBe(404);
    expect((await bob.request(`/api/ideas/${idea.id}/properties`, { method: 'POST', json: { label: 'Mine', type: 'text' } })).status).toBe(403);
  });

  it("refuses an address that is no account with the spec's message, and shares with nobody", async () => {
    const idea = await newIdea();
    const message = await issue(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com', 'nobody@example.com'] }));
    expect(message).toBe('User with email nobody@example.com not found. They need to sign up first.');
    expect(await sharesOf(idea.id)).toEqual([]);
    expect(await onBoard(bob, idea.id)).toBeUndefined();
  });

  it.each([
    ['no addresses', { method: 'email', emails: [] }, 'Please add at least one email address to continue'],
    ['10,000 addresses', { method: 'email', emails: Array.from({ length: 10_000 }, (_, i) => `p${i}@example.com`) }, 'Share with at most 50 people at once'],
    ['a malformed address', { method: 'email', emails: ['not-an-email'] }, 'Enter a valid e-mail address'],
    ['an expiry in the past', { method: 'email', emails: ['bob@example.com'], expiresAt: '2020-01-01T00:00:00Z' }, 'The expiry must be in the future'],
    ['a password on an e-mail share', { method: 'email', emails: ['bob@example.com'], password: 'secret' }, 'Password protection is only for public links'],
    ['a password of spaces', { method: 'public-link', password: '   ' }, 'A password cannot be empty or only spaces'],
    ['edit through a public link', { method: 'public-link', accessType: 'edit' }, 'For public links, commenting and editing require users to log in.'],
    ['an empty page selection', { method: 'public-link', pageIds: [] }, 'Please select at least one page to continue'],
    ['oneself', { method: 'email', emails: ['ada@example.com'] }, 'You cannot share an idea with yourself'],
  ])('refuses %s with a 422 and creates nothing', async (_, body, message) => {
    const idea = await newIdea();
    expect(await issue(await share(ada, { ideaIds: [idea.id], ...body }))).toBe(message);
    expect(await sharesOf(idea.id)).toEqual([]);
  });

  it("refuses to share someone else's idea, even one shared with the caller", async () => {
    const idea = await newIdea();
    expect((await share(bob, { ideaIds: [idea.id], method: 'community' })).status).toBe(404);
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'edit' }), 201);
    expect((await share(bob, { ideaIds: [idea.id], method: 'email', emails: ['carol@example.com'] })).status).toBe(403);
    expect((await share(visitor, { ideaIds: [idea.id], method: 'community' })).status).toBe(401);
    expect(await sharesOf(idea.id)).toHaveLength(1);
  });

  it('answers 404 for an idea that does not exist, with the others shared not at all', async () => {
    // Found by the API fuzzer: an unknown (well-formed) id among the ideas was a 500.
    const idea = await newIdea();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await share(ada, { ideaIds: [idea.id, unknown], method: 'community' })).status).toBe(404);
    expect((await share(ada, { ideaIds: [unknown], method: 'email', emails: ['bob@example.com'] })).status).toBe(404);
    expect(await onBoard(visitor, idea.id)).toBeUndefined();
  });

  it('refuses a page of another idea', async () => {
    const [idea, other] = [await newIdea(), await newIdea()];
    const page = await json<IdeaPageSummary>(await ada.post(`/api/ideas/${other.id}/pages`, { title: 'Elsewhere' }), 201);
    expect(await issue(await share(ada, { ideaIds: [idea.id], method: 'public-link', pageIds: [page.id] }))).toBe('A chosen page is not part of this idea');
    expect(await sharesOf(idea.id)).toEqual([]);
  });
});

describe('sharing with the community', () => {
  it('shows the idea to everyone, read and comment, until the owner stops it', async () => {
    const idea = await newIdea();
    expect(await json<ShareResult>(await share(ada, { ideaIds: [idea.id], method: 'community' }), 201)).toEqual({ people: 0, links: [], community: true });
    expect(await onBoard(visitor, idea.id)).toMatchObject({ sourceType: 'community', accessType: 'view' });
    expect(await onBoard(carol, idea.id)).toMatchObject({ sourceType: 'community', permissions: { canComment: true, canEdit: false } });
    expect((await ada.request(`/api/ideas/${idea.id}/community`, { method: 'DELETE' })).status).toBe(204);
    expect(await onBoard(carol, idea.id)).toBeUndefined();
  });
});

describe('public links', () => {
  const link = async (body: Record<string, unknown> = {}) => {
    const idea = await newIdea();
    const result = await json<ShareResult>(await share(ada, { ideaIds: [idea.id], method: 'public-link', ...body }), 201);
    return { idea, token: tokenOf(result), result };
  };

  it('carry a 256-bit token of which only the hash is stored, and give view only, to anyone', async () => {
    const { idea, token, result } = await link({ message: 'Have a look' });
    expect(result.links[0]!.url).toBe(`${server.env.APP_URL}/tool/idea-garage/idea/${idea.id}?share=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await sharesOf(idea.id);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await json<LinkInfo>(await visitor.request(`/api/links/${token}`), 200)).toEqual({
      ideaId: idea.id,
      sharedBy: 'Ada Lovelace',
      accessType: 'view',
      message: 'Have a look',
      expiresAt: null,
      pageIds: null,
      passwordRequired: false,
    });
    const view = await json<IdeaPageView>(await visitor.request(`/api/links/${token}/idea`), 200);
    expect(view.idea).toMatchObject({ id: idea.id, sourceType: 'shared-link', accessType: 'view', permissions: { canComment: false, canEdit: false, canShare: false } });
    // A link is not a share to the person holding it: the idea is still not theirs to see elsewhere.
    expect((await bob.request(`/api/ideas/${idea.id}`)).status).toBe(404);
  });

  it.each([
    ['malformed', 'not-a-token'],
    ['truncated', 'A'.repeat(42)],
    ['unknown', 'B'.repeat(43)],
  ])("answers a %s token with 404 'Invalid or expired link'", async (_, token) => {
    const response = await visitor.request(`/api/links/${token}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Invalid or expired link');
  });

  it("answers an expired link with 410 'Link has expired' and a revoked one as invalid, from the next request on", async () => {
    const { idea, token } = await link({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await server.database.db.update(ideaShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ideaShares.ideaId, idea.id));
    const expired = await visitor.request(`/api/links/${token}/idea`);
    expect([expired.status, ((await expired.json()) as { error: { message: string } }).error.message]).toEqual([410, 'Link has expired']);

    const live = await link();
    const [row] = await sharesOf(live.idea.id);
    expect((await visitor.request(`/api/links/${live.token}/idea`)).status).toBe(200);
    expect((await bob.request(`/api/ideas/${live.idea.id}/shares/${row!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await ada.request(`/api/ideas/${live.idea.id}/shares/${row!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await visitor.request(`/api/links/${live.token}/idea`)).status).toBe(404);
  });

  it('names the sharer by name to any holder, never by e-mail: a sharer without a name is "User"', async () => {
    const nameless = await server.signedInClient('nameless-sharer@example.com', 'Temporary');
    expect((await nameless.post('/api/auth/update-user', { name: '' })).status).toBe(200);
    await server.database.db.update(profiles).set({ fullName: null }).where(eq(profiles.email, 'nameless-sharer@example.com'));
    const idea = await json<IdeaView>(await nameless.post('/api/ideas', { title: 'Nameless idea' }), 201);
    const token = tokenOf(await json<ShareResult>(await share(nameless, { ideaIds: [idea.id], method: 'public-link', password: 'pw' }), 201));
    const info = await json<LinkInfo>(await visitor.request(`/api/links/${token}`), 200);
    expect(info.sharedBy).toBe('User');
    expect(JSON.stringify(info)).not.toContain('nameless-sharer@example.com');
  });

  it('with a password: no content before it, a hashed password, a wrong one refused, the right one unlocks', async () => {
    const { idea, token } = await link({ password: 'open sesame', message: 'Only after the password' });
    const [row] = await sharesOf(idea.id);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('open sesame');
    expect(await json<LinkInfo>(await visitor.request(`/api/links/${token}`), 200)).toMatchObject({ passwordRequired: true, message: '' });
    expect((await visitor.request(`/api/links/${token}/idea`)).status).toBe(403);
    expect((await visitor.request(`/api/links/${token}/idea`, { headers: { 'x-share-key': 'guess' } })).status).toBe(403);
    expect((await visitor.post(`/api/links/${token}/unlock`, { password: 'open says me' })).status).toBe(403);
    const { key } = await json<{ key: string }>(await visitor.post(`/api/links/${token}/unlock`, { password: 'open sesame' }), 200);
    expect((await json<IdeaPageView>(await visitor.request(`/api/links/${token}/idea`, { headers: { 'x-share-key': key } }), 200)).idea.id).toBe(idea.id);
  });

  it(`stops taking passwords for a while after ${LINK_PASSWORD_ATTEMPTS} wrong ones in a row`, async () => {
    const { token } = await link({ password: 'right one' });
    for (let attempt = 0; attempt < LINK_PASSWORD_ATTEMPTS; attempt++) expect((await visitor.post(`/api/links/${token}/unlock`, { password: `wrong ${attempt}` })).status).toBe(403);
    expect((await visitor.post(`/api/links/${token}/unlock`, { password: 'right one' })).status).toBe(429);
  });

  it('shows only the chosen pages, and refuses the others and the Main Content', async () => {
    const idea = await newIdea();
    const page = async (title: string) => json<IdeaPageSummary>(await ada.post(`/api/ideas/${idea.id}/pages`, { title }), 201);
    const [shown, hidden] = [await page('Shown'), await page('Hidden')];
    await ada.post(`/api/ideas/${idea.id}/properties`, { label: 'Secret', type: 'text' });
    const token = tokenOf(await json<ShareResult>(await share(ada, { ideaIds: [idea.id], method: 'public-link', pageIds: [shown.id] }), 201));
    const view = await json<IdeaPageView>(await visitor.request(`/api/links/${token}/idea`), 200);
    expect(view.pages.map((candidate) => candidate.title)).toEqual(['Shown']);
    expect(view.properties).toEqual([]);
    expect((await json<PageContent>(await visitor.request(`/api/links/${token}/pages/${shown.id}/content`), 200)).pageId).toBe(shown.id);
    expect((await visitor.request(`/api/links/${token}/pages/${hidden.id}/content`)).status).toBe(404);
    expect((await visitor.request(`/api/links/${token}/pages/main/content`)).status).toBe(404);
  });
});

describe('claiming a link (the pending shared-link flow)', () => {
  it("gives the signed-in holder a view share of the link's pages and expiry, once; checks the token and password again", async () => {
    const idea = await newIdea();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const token = tokenOf(await json<ShareResult>(await share(ada, { ideaIds: [idea.id], method: 'public-link', password: 'pw', expiresAt }), 201));
    expect((await visitor.post(`/api/links/${token}/claim`, {})).status).toBe(401);
    expect((await bob.post(`/api/links/${token}/claim`, {})).status).toBe(403);
    const { key } = await json<{ key: string }>(await bob.post(`/api/links/${token}/unlock`, { password: 'pw' }), 200);
    for (let i = 0; i < 2; i++) expect(await json(await bob.request(`/api/links/${token}/claim`, { method: 'POST', headers: { 'x-share-key': key } }), 200)).toEqual({ ideaId: idea.id });
    const bobs = (await sharesOf(idea.id)).filter((row) => row.scope === 'specific_users');
    expect(bobs.map((row) => [row.accessType, row.expiresAt?.getTime()])).toEqual([['view', new Date(expiresAt).getTime()]]);
    expect(await onBoard(bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'view' });
    expect(await json(await ada.request(`/api/links/${token}/claim`, { method: 'POST', headers: { 'x-share-key': key } }), 200)).toEqual({ ideaId: idea.id });
    expect((await bob.post('/api/links/not-a-token/claim', {})).status).toBe(404);
  });
});

describe('a signed-in holder of a link they have not claimed', () => {
  it('reads through the link only: the idea routes do not know the idea, and no write gets through, key or not', async () => {
    const idea = await newIdea();
    const token = tokenOf(await json<ShareResult>(await share(ada, { ideaIds: [idea.id], method: 'public-link', password: 'pw' }), 201));
    const { key } = await json<{ key: string }>(await carol.post(`/api/links/${token}/unlock`, { password: 'pw' }), 200);
    expect((await carol.request(`/api/links/${token}/idea`, { headers: { 'x-share-key': key } })).status).toBe(200);
    const base = `/api/ideas/${idea.id}`;
    const headers = { 'x-share-key': key };
    const attempts: [string, string, unknown][] = [
      ['GET', base, undefined],
      ['PATCH', base, { title: 'Taken over' }],
      ['POST', `${base}/comments`, { content: 'Hi' }],
      ['PUT', `${base}/pin`, { isPinned: true }],
      ['POST', `${base}/pages`, { title: 'Mine now' }],
      ['PUT', `${base}/pages/main/content`, { content: { type: 'doc', content: [] }, version: 0 }],
      ['POST', `${base}/widgets`, { type: 'prd' }],
      ['DELETE', base, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const response = await carol.request(path, { method, headers, ...(body === undefined ? {} : { json: body }) });
      // The idea's own 404 (not a missing route): for this user the idea does not exist.
      expect([method, path, response.status, ((await response.json()) as { error: { message: string } }).error.message]).toEqual([method, path, 404, 'Idea not found']);
    }
    expect((await ada.request(base)).status).toBe(200);
    expect((await json<IdeaView>(await ada.request(base), 200)).title).toBe(idea.title);
  });
});

describe('claiming a link, when the holder already has a share (the access module decides)', () => {
  const claim = async (client: TestClient, token: string) => json(await client.post(`/api/links/${token}/claim`, {}), 200);
  const bobsShares = async (ideaId: string) => (await sharesOf(ideaId)).filter((row) => row.scope === 'specific_users' && row.revokedAt === null);
  const linkTo = async (ideaId: string, extra: Record<string, unknown> = {}) =>
    tokenOf(await json<ShareResult>(await share(ada, { ideaIds: [ideaId], method: 'public-link', ...extra }), 201));
  const page = async (ideaId: string, title: string) => json<IdeaPageSummary>(await ada.post(`/api/ideas/${ideaId}/pages`, { title }), 201);

  it('never lowers an edit share to view, nor adds a second share', async () => {
    const idea = await newIdea();
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'edit' }), 201);
    await claim(bob, await linkTo(idea.id, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    expect((await bobsShares(idea.id)).map((row) => [row.accessType, row.sharedPages, row.expiresAt])).toEqual([['edit', null, null]]);
  });

  it("joins a link's pages to a share of other pages, and keeps the later expiry", async () => {
    const idea = await newIdea();
    const [a, b] = [await page(idea.id, 'A'), await page(idea.id, 'B')];
    const tomorrow = new Date(Date.now() + 86_400_000);
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'comment', pageIds: [a.id], expiresAt: tomorrow.toISOString() }), 201);
    await claim(bob, await linkTo(idea.id, { pageIds: [b.id] }));
    const rows = await bobsShares(idea.id);
    expect(rows.map((row) => [row.accessType, [...(row.sharedPages ?? [])].sort(), row.expiresAt])).toEqual([['comment', [a.id, b.id].sort(), null]]);
    const view = await json<IdeaPageView>(await bob.request(`/api/ideas/${idea.id}/page`), 200);
    expect(view.pages.map((shown) => shown.title).sort()).toEqual(['A', 'B']);
  });

  it('makes a new share when the earlier one has expired', async () => {
    const idea = await newIdea();
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'view' }), 201);
    await server.database.db.update(ideaShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ideaShares.ideaId, idea.id));
    expect(await onBoard(bob, idea.id)).toBeUndefined();
    await claim(bob, await linkTo(idea.id));
    expect(await onBoard(bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'view' });
  });

  it('gives a share of their own to a holder who sees the idea only as community, so it outlives the community sharing', async () => {
    const idea = await newIdea();
    await json(await share(ada, { ideaIds: [idea.id], method: 'community' }), 201);
    await claim(bob, await linkTo(idea.id));
    expect((await bob.request(`/api/ideas/${idea.id}`)).status).toBe(200);
    expect((await ada.request(`/api/ideas/${idea.id}/community`, { method: 'DELETE' })).status).toBe(204);
    expect(await onBoard(bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'view' });
  });
});

describe('manage access', () => {
  it("lists the idea's people and links for its owner only, and a revoked share stops at once", async () => {
    const idea = await newIdea();
    await json(await share(ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'edit' }), 201);
    await json(await share(ada, { ideaIds: [idea.id], method: 'public-link', password: 'pw' }), 201);
    const list = await json<IdeaAccessList>(await ada.request(`/api/ideas/${idea.id}/shares`), 200);
    expect(list.shares.map((entry) => [entry.kind, entry.recipient?.email ?? null, entry.accessType, entry.hasPassword]).sort()).toEqual([
      ['link', null, 'view', true],
      ['person', 'bob@example.com', 'edit', false],
    ]);
    expect((await bob.request(`/api/ideas/${idea.id}/shares`)).status).toBe(403);
    expect((await carol.request(`/api/ideas/${idea.id}/shares`)).status).toBe(404);

    const bobs = list.shares.find((entry) => entry.kind === 'person')!;
    expect((await bob.request(`/api/ideas/${idea.id}`, { method: 'PATCH', json: { title: 'Bob was here' } })).status).toBe(200);
    expect((await ada.request(`/api/ideas/${idea.id}/shares/${bobs.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await bob.request(`/api/ideas/${idea.id}`)).status).toBe(404);
    expect((await ada.request(`/api/ideas/${idea.id}/shares/${bobs.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.title).toBe('Bob was here');
  });
});
