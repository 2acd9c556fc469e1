import type { PageContent } from '@core/idea-page/page-contracts';
import type { IdeaProperty } from '@core/idea-page/property-contracts';
import type { IdeaWidget } from '@core/idea-page/widget-contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideas, ideaShares } from '../../db/schema';
import { expectJson as json } from '../../testing/use-test-server';
import { doc, pageView, send, useIdeaPageServer } from '../../testing/idea-page-test-kit';

const { started: t, newIdea, addPage } = useIdeaPageServer();

describe('who may read and change an idea page', () => {
  type Role = 'owner' | 'other' | 'visitor' | 'viewShare' | 'commentShare' | 'editShare';
  async function setUp(role: Role, isCommunityShared = false) {
    const idea = await newIdea();
    await t.server.database.db.update(ideas).set({ isCommunityShared }).where(eq(ideas.id, idea.id));
    const sharedBy = (await t.server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
    const accessType = { viewShare: 'view', commentShare: 'comment', editShare: 'edit' }[role as string] as
      | 'view'
      | 'comment'
      | 'edit'
      | undefined;
    if (accessType)
      await t.server.database.db
        .insert(ideaShares)
        .values({ ideaId: idea.id, sharedBy, sharedWith: t.bobId, accessType, scope: 'specific_users' });
    return { idea, client: role === 'owner' ? t.ada : role === 'visitor' ? t.visitor : t.bob };
  }

  // Expected: read the page, read content, add a page, save content, add a property, add a widget.
  const matrix: [Role, boolean, number[]][] = [
    ['owner', false, [200, 200, 201, 200, 201, 201]],
    ['editShare', false, [200, 200, 201, 200, 201, 201]],
    ['commentShare', false, [200, 200, 403, 403, 403, 403]],
    ['viewShare', false, [200, 200, 403, 403, 403, 403]],
    ['other', true, [200, 200, 403, 403, 403, 403]],
    ['other', false, [404, 404, 404, 404, 404, 404]],
    ['visitor', true, [200, 200, 401, 401, 401, 401]],
    ['visitor', false, [404, 404, 401, 401, 401, 401]],
  ];
  for (const [role, community, expected] of matrix) {
    it(`${role} on a ${community ? 'community' : 'private'} idea → ${expected.join(', ')}`, async () => {
      const { idea, client } = await setUp(role, community);
      const base = `/api/ideas/${idea.id}`;
      const statuses = [
        (await client.request(`${base}/page`)).status,
        (await client.request(`${base}/pages/main/content`)).status,
        (await client.post(`${base}/pages`, { title: 'Market' })).status,
        (await send(client, 'PUT', `${base}/pages/main/content`, { content: doc('Hi'), version: 0 })).status,
        (await client.post(`${base}/properties`, { label: 'Stage', type: 'text' })).status,
        (await client.post(`${base}/widgets`, { type: 'swot-analysis' })).status,
      ];
      expect(statuses).toEqual(expected);
      if (expected[2] !== 201) {
        const view = await pageView(t.ada, idea.id);
        expect([view.pages, view.properties, view.widgets]).toEqual([[], [], []]);
      }
    });
  }

  it('answers ids that name nothing with 404, never a 500', async () => {
    const idea = await newIdea();
    for (const path of [
      'pages/not-a-uuid',
      'properties/not-a-uuid',
      'widgets/not-a-uuid',
      `pages/${crypto.randomUUID()}`,
    ]) {
      expect((await send(t.ada, 'DELETE', `/api/ideas/${idea.id}/${path}`)).status, path).toBe(404);
    }
    expect((await t.ada.request(`/api/ideas/${idea.id}/pages/not-a-uuid/content`)).status).toBe(404);
    expect((await t.ada.request('/api/ideas/not-a-uuid/page')).status).toBe(404);
  });

  it('lets a commenter or a viewer write nothing at all on the page, and changes nothing', async () => {
    for (const accessType of ['comment', 'view'] as const) {
      const idea = await newIdea();
      const base = `/api/ideas/${idea.id}`;
      const page = await addPage(idea.id, 'Kept');
      const property = await json<IdeaProperty>(
        await t.ada.post(`${base}/properties`, { label: 'Kept', type: 'text' }),
        201,
      );
      const widget = await json<IdeaWidget>(await t.ada.post(`${base}/widgets`, { type: 'prd' }), 201);
      const sharedBy = (await t.server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
      await t.server.database.db
        .insert(ideaShares)
        .values({ ideaId: idea.id, sharedBy, sharedWith: t.bobId, accessType, scope: 'specific_users' });
      const before = await pageView(t.ada, idea.id);
      const writes: [string, string, unknown][] = [
        ['PATCH', base, { title: 'Taken over' }],
        ['POST', `${base}/pages`, { title: 'New' }],
        ['PATCH', `${base}/pages/${page.id}`, { title: 'Renamed' }],
        ['PUT', `${base}/pages/${page.id}/position`, { parentPageId: null, index: 0 }],
        ['PUT', `${base}/pages/${page.id}/content`, { content: doc('Mine'), version: 0 }],
        ['PUT', `${base}/pages/main/content`, { content: doc('Mine'), version: 0 }],
        ['DELETE', `${base}/pages/${page.id}`, undefined],
        ['POST', `${base}/properties`, { label: 'New', type: 'text' }],
        ['PATCH', `${base}/properties/${property.id}`, { value: 'Changed' }],
        ['PUT', `${base}/properties/order`, { ids: [property.id] }],
        ['DELETE', `${base}/properties/${property.id}`, undefined],
        ['POST', `${base}/widgets`, { type: 'image' }],
        ['PATCH', `${base}/widgets/${widget.id}`, { data: { title: 'Changed' } }],
        ['PUT', `${base}/widgets/order`, { ids: [widget.id] }],
        ['DELETE', `${base}/widgets/${widget.id}`, undefined],
      ];
      for (const [method, path, body] of writes)
        expect((await send(t.bob, method, path, body)).status, `${accessType} ${method} ${path}`).toBe(403);
      expect(await pageView(t.ada, idea.id)).toEqual(before);
      expect((await json<PageContent>(await t.ada.request(`${base}/pages/main/content`), 200)).version).toBe(0);
    }
  });

  it("refuses to touch another idea's page through this idea", async () => {
    const [mine, other] = [await newIdea(), await newIdea()];
    const page = await addPage(other.id, 'Elsewhere');
    expect((await send(t.ada, 'PATCH', `/api/ideas/${mine.id}/pages/${page.id}`, { title: 'Hijacked' })).status).toBe(
      404,
    );
    expect((await t.ada.post(`/api/ideas/${mine.id}/pages`, { title: 'Child', parentPageId: page.id })).status).toBe(
      404,
    );
  });
});
