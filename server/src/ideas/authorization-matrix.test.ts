import type { IdeaPageSummary } from '@core/idea-page/page-contracts';
import type { BoardPage, IdeaView } from '@core/ideas/idea-contracts';
import type { IdeaAccessList, ShareResult } from '@core/ideas/share-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaShares } from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { createTestServer, type TestServer } from '../testing/test-server';

/*
 * Issue 6's authorization matrix through HTTP: every role × every action, each cell asserted. Link holders
 * read through /api/links/{token}/… (a link is not a share to the person holding it); everything else
 * through the idea routes. 200/201/204: allowed; 401: no session; 403: seen but not allowed; 404: unseen.
 */

let server: TestServer;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('owner@example.com', 'Olive Owner');
  other = await server.signedInClient('other@example.com', 'Oscar Other');
  visitor = server.client();
});
afterAll(() => server.dispose());

type Role =
  | 'owner'
  | 'recipient view'
  | 'recipient comment'
  | 'recipient edit'
  | 'recipient, expired'
  | 'recipient edit, some pages: a shared page'
  | 'recipient edit, some pages: another page'
  | 'revoked link holder'
  | 'link holder, no password'
  | 'link holder, wrong password'
  | 'link holder, right password'
  | 'link holder, page outside scope'
  | 'community viewer'
  | 'community visitor'
  | 'unrelated user'
  | 'visitor';
type Action =
  | 'read board'
  | 'read idea'
  | 'read page'
  | 'comment'
  | 'edit idea'
  | 'edit page'
  | 'pin'
  | 'share'
  | 'revoke';
const ACTIONS: Action[] = [
  'read board',
  'read idea',
  'read page',
  'comment',
  'edit idea',
  'edit page',
  'pin',
  'share',
  'revoke',
];

// read board: 200 = the idea is on the actor's board, 404 = it is not.
const MATRIX: Record<Role, number[]> = {
  owner: [200, 200, 200, 201, 200, 200, 200, 201, 204],
  'recipient view': [200, 200, 200, 403, 403, 403, 403, 403, 403],
  'recipient comment': [200, 200, 200, 201, 403, 403, 403, 403, 403],
  'recipient edit': [200, 200, 200, 201, 200, 200, 403, 403, 403],
  'recipient, expired': [404, 404, 404, 404, 404, 404, 404, 404, 404],
  // A share of some pages: those pages, read and written; the Main Content (title, properties…) is not theirs to edit.
  'recipient edit, some pages: a shared page': [200, 200, 200, 201, 403, 200, 403, 403, 403],
  'recipient edit, some pages: another page': [200, 200, 404, 201, 403, 404, 403, 403, 403],
  'revoked link holder': [404, 404, 404, 401, 401, 401, 401, 401, 401],
  'link holder, no password': [404, 403, 403, 401, 401, 401, 401, 401, 401],
  'link holder, wrong password': [404, 403, 403, 401, 401, 401, 401, 401, 401],
  'link holder, right password': [404, 200, 200, 401, 401, 401, 401, 401, 401],
  'link holder, page outside scope': [404, 200, 404, 401, 401, 401, 401, 401, 401],
  'community viewer': [200, 200, 200, 201, 403, 403, 403, 403, 403],
  'community visitor': [200, 200, 200, 401, 401, 401, 401, 401, 401],
  'unrelated user': [404, 404, 404, 404, 404, 404, 404, 404, 404],
  visitor: [404, 404, 404, 401, 401, 401, 401, 401, 401],
};

const json = async <T>(response: Response, status: number): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] };

/** A fresh idea of the owner's with two pages, set up for the role; how that role reads and who acts. */
async function setUp(role: Role) {
  const idea = await json<IdeaView>(await owner.post('/api/ideas', { title: `Matrix ${role} ${Math.random()}` }), 201);
  const page = async (title: string) =>
    json<IdeaPageSummary>(await owner.post(`/api/ideas/${idea.id}/pages`, { title }), 201);
  const [inScope, outOfScope] = [await page('In scope'), await page('Out of scope')];
  const share = async (body: Record<string, unknown>) =>
    json<ShareResult>(await owner.post('/api/shares', { ideaIds: [idea.id], ...body }), 201);
  let link: { token: string; key: string | null } | null = null;
  let actor = visitor;
  let pageId = inScope.id;

  const someRecipient = role.startsWith('recipient edit, some pages');
  const recipient = someRecipient
    ? 'edit'
    : {
        'recipient view': 'view',
        'recipient comment': 'comment',
        'recipient edit': 'edit',
        'recipient, expired': 'edit',
      }[role as string];
  if (recipient) {
    await share({
      method: 'email',
      emails: ['other@example.com'],
      accessType: recipient,
      ...(someRecipient ? { pageIds: [inScope.id] } : {}),
    });
    if (role.endsWith('another page')) pageId = outOfScope.id;
    if (role === 'recipient, expired')
      await server.database.db
        .update(ideaShares)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(ideaShares.ideaId, idea.id));
    actor = other;
  }
  if (role.startsWith('link holder') || role === 'revoked link holder') {
    const protectedLink = role.includes('password');
    const result = await share({
      method: 'public-link',
      ...(protectedLink ? { password: 'right' } : {}),
      ...(role.includes('scope') ? { pageIds: [inScope.id] } : {}),
    });
    const token = new URL(result.links[0]!.url).searchParams.get('share')!;
    let key: string | null = null;
    if (role === 'link holder, right password')
      key = (await json<{ key: string }>(await visitor.post(`/api/links/${token}/unlock`, { password: 'right' }), 200))
        .key;
    if (role === 'link holder, wrong password')
      expect((await visitor.post(`/api/links/${token}/unlock`, { password: 'wrong' })).status).toBe(403);
    if (role === 'revoked link holder') {
      const { shares } = await json<IdeaAccessList>(await owner.request(`/api/ideas/${idea.id}/shares`), 200);
      expect((await owner.request(`/api/ideas/${idea.id}/shares/${shares[0]!.id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
    }
    if (role.includes('scope')) pageId = outOfScope.id;
    link = { token, key };
  }
  if (role.startsWith('community')) await share({ method: 'community' });
  if (role === 'owner') actor = owner;
  if (role === 'community viewer' || role === 'unrelated user') actor = other;
  // A share the owner can revoke (the 'revoke' action), made last so it does not change the role's access.
  await share({ method: 'public-link' });
  // Newest first: the link just made.
  const revocableId = (await json<IdeaAccessList>(await owner.request(`/api/ideas/${idea.id}/shares`), 200)).shares[0]!
    .id;
  return { idea, actor, link, pageId, revocableId };
}

async function attempt(
  action: Action,
  { idea, actor, link, pageId, revocableId }: Awaited<ReturnType<typeof setUp>>,
): Promise<number> {
  const base = `/api/ideas/${idea.id}`;
  const withKey = link?.key ? { headers: { 'x-share-key': link.key } } : {};
  switch (action) {
    case 'read board':
      return ((await (await actor.request('/api/ideas?limit=100')).json()) as BoardPage).ideas.some(
        (shown) => shown.id === idea.id,
      )
        ? 200
        : 404;
    case 'read idea':
      return (await (link ? actor.request(`/api/links/${link.token}/idea`, withKey) : actor.request(`${base}/page`)))
        .status;
    case 'read page':
      return (
        await (link
          ? actor.request(`/api/links/${link.token}/pages/${pageId}/content`, withKey)
          : actor.request(`${base}/pages/${pageId}/content`))
      ).status;
    case 'comment':
      return (await actor.post(`${base}/comments`, { content: 'Hello' })).status;
    case 'edit idea':
      return (await actor.request(base, { method: 'PATCH', json: { title: 'Edited' } })).status;
    case 'edit page':
      return (
        await actor.request(`${base}/pages/${pageId}/content`, { method: 'PUT', json: { content: doc, version: 0 } })
      ).status;
    case 'pin':
      return (await actor.request(`${base}/pin`, { method: 'PUT', json: { isPinned: true } })).status;
    case 'share':
      return (await actor.post('/api/shares', { ideaIds: [idea.id], method: 'public-link' })).status;
    case 'revoke':
      return (await actor.request(`${base}/shares/${revocableId}`, { method: 'DELETE' })).status;
  }
}

describe('the authorization matrix', () => {
  for (const [role, expected] of Object.entries(MATRIX) as [Role, number[]][]) {
    for (const [index, action] of ACTIONS.entries()) {
      it(`${role}: ${action} → ${expected[index]}`, async () => {
        expect(await attempt(action, await setUp(role))).toBe(expected[index]);
      });
    }
  }
});
