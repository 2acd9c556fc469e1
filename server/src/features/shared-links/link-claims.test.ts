import type { IdeaPageSummary, IdeaPageView } from '@core/idea-page/page-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import type { ShareResult } from '@core/ideas/share-contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideaShares } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { onBoard, share, tokenOf, useSharingServer } from '../../testing/use-sharing-server';
import { expectJson as json } from '../../testing/use-test-server';

const { started: t, newIdea, sharesOf } = useSharingServer();

describe('claiming a link (the pending shared-link flow)', () => {
  it("gives the signed-in holder a view share of the link's pages and expiry, once; checks the token and password again", async () => {
    const idea = await newIdea();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const token = tokenOf(
      await json<ShareResult>(
        await share(t.ada, { ideaIds: [idea.id], method: 'public-link', password: 'pw', expiresAt }),
        201,
      ),
    );
    expect((await t.visitor.post(`/api/links/${token}/claim`, {})).status).toBe(401);
    expect((await t.bob.post(`/api/links/${token}/claim`, {})).status).toBe(403);
    const { key } = await json<{ key: string }>(
      await t.bob.post(`/api/links/${token}/unlock`, { password: 'pw' }),
      200,
    );
    for (let i = 0; i < 2; i++)
      expect(
        await json(
          await t.bob.request(`/api/links/${token}/claim`, { method: 'POST', headers: { 'x-share-key': key } }),
          200,
        ),
      ).toEqual({ ideaId: idea.id });
    const bobs = (await sharesOf(idea.id)).filter((row) => row.scope === 'specific_users');
    expect(bobs.map((row) => [row.accessType, row.expiresAt?.getTime()])).toEqual([
      ['view', new Date(expiresAt).getTime()],
    ]);
    expect(await onBoard(t.bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'view' });
    expect(
      await json(
        await t.ada.request(`/api/links/${token}/claim`, { method: 'POST', headers: { 'x-share-key': key } }),
        200,
      ),
    ).toEqual({ ideaId: idea.id });
    expect((await t.bob.post('/api/links/not-a-token/claim', {})).status).toBe(404);
  });
});

describe('a signed-in holder of a link they have not claimed', () => {
  it('reads through the link only: the idea routes do not know the idea, and no write gets through, key or not', async () => {
    const idea = await newIdea();
    const token = tokenOf(
      await json<ShareResult>(await share(t.ada, { ideaIds: [idea.id], method: 'public-link', password: 'pw' }), 201),
    );
    const { key } = await json<{ key: string }>(
      await t.carol.post(`/api/links/${token}/unlock`, { password: 'pw' }),
      200,
    );
    expect((await t.carol.request(`/api/links/${token}/idea`, { headers: { 'x-share-key': key } })).status).toBe(200);
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
      const response = await t.carol.request(path, { method, headers, ...(body === undefined ? {} : { json: body }) });
      // The idea's own 404 (not a missing route): for this user the idea does not exist.
      expect([
        method,
        path,
        response.status,
        ((await response.json()) as { error: { message: string } }).error.message,
      ]).toEqual([method, path, 404, 'Idea not found']);
    }
    expect((await t.ada.request(base)).status).toBe(200);
    expect((await json<IdeaView>(await t.ada.request(base), 200)).title).toBe(idea.title);
  });
});

describe('claiming a link, when the holder already has a share (the access module decides)', () => {
  const claim = async (client: TestClient, token: string) =>
    json(await client.post(`/api/links/${token}/claim`, {}), 200);
  const bobsShares = async (ideaId: string) =>
    (await sharesOf(ideaId)).filter((row) => row.scope === 'specific_users' && row.revokedAt === null);
  const linkTo = async (ideaId: string, extra: Record<string, unknown> = {}) =>
    tokenOf(await json<ShareResult>(await share(t.ada, { ideaIds: [ideaId], method: 'public-link', ...extra }), 201));
  const page = async (ideaId: string, title: string) =>
    json<IdeaPageSummary>(await t.ada.post(`/api/ideas/${ideaId}/pages`, { title }), 201);

  it('never lowers an edit share to view, nor adds a second share', async () => {
    const idea = await newIdea();
    await json(
      await share(t.ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'edit' }),
      201,
    );
    await claim(t.bob, await linkTo(idea.id, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    expect((await bobsShares(idea.id)).map((row) => [row.accessType, row.sharedPages, row.expiresAt])).toEqual([
      ['edit', null, null],
    ]);
  });

  it("joins a link's pages to a share of other pages, and keeps the later expiry", async () => {
    const idea = await newIdea();
    const [a, b] = [await page(idea.id, 'A'), await page(idea.id, 'B')];
    const tomorrow = new Date(Date.now() + 86_400_000);
    await json(
      await share(t.ada, {
        ideaIds: [idea.id],
        method: 'email',
        emails: ['bob@example.com'],
        accessType: 'comment',
        pageIds: [a.id],
        expiresAt: tomorrow.toISOString(),
      }),
      201,
    );
    await claim(t.bob, await linkTo(idea.id, { pageIds: [b.id] }));
    const rows = await bobsShares(idea.id);
    expect(rows.map((row) => [row.accessType, [...(row.sharedPages ?? [])].sort(), row.expiresAt])).toEqual([
      ['comment', [a.id, b.id].sort(), null],
    ]);
    const view = await json<IdeaPageView>(await t.bob.request(`/api/ideas/${idea.id}/page`), 200);
    expect(view.pages.map((shown) => shown.title).sort()).toEqual(['A', 'B']);
  });

  it('makes a new share when the earlier one has expired', async () => {
    const idea = await newIdea();
    await json(
      await share(t.ada, { ideaIds: [idea.id], method: 'email', emails: ['bob@example.com'], accessType: 'view' }),
      201,
    );
    await t.server.database.db
      .update(ideaShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ideaShares.ideaId, idea.id));
    expect(await onBoard(t.bob, idea.id)).toBeUndefined();
    await claim(t.bob, await linkTo(idea.id));
    expect(await onBoard(t.bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'view' });
  });

  it('gives a share of their own to a holder who sees the idea only as community, so it outlives the community sharing', async () => {
    const idea = await newIdea();
    await json(await share(t.ada, { ideaIds: [idea.id], method: 'community' }), 201);
    await claim(t.bob, await linkTo(idea.id));
    expect((await t.bob.request(`/api/ideas/${idea.id}`)).status).toBe(200);
    expect((await t.ada.request(`/api/ideas/${idea.id}/community`, { method: 'DELETE' })).status).toBe(204);
    expect(await onBoard(t.bob, idea.id)).toMatchObject({ sourceType: 'shared', accessType: 'view' });
  });
});
