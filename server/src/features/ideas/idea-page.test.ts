import type { IdeaPageSummary, IdeaPageView, PageContent } from '@core/idea-page/page-contracts';
import type { IdeaProperty } from '@core/idea-page/property-contracts';
import type { IdeaWidget } from '@core/idea-page/widget-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaPages, ideaProperties, ideas, ideaShares, ideaWidgets, user } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let visitor: TestClient;
let bobId: string;

beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  bob = await server.signedInClient('bob@example.com', 'Bob Builder');
  visitor = server.client();
  bobId = (await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'bob@example.com')))[0]!.id;
});
afterAll(() => server.dispose());

const json = async <T>(response: Response, status: number): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const newIdea = async () => json<IdeaView>(await ada.post('/api/ideas', { title: `Idea ${Math.random()}` }), 201);
const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.request(path, { method, ...(body === undefined ? {} : { json: body }) });
const pageView = async (client: TestClient, ideaId: string) => json<IdeaPageView>(await client.request(`/api/ideas/${ideaId}/page`), 200);
const addPage = async (ideaId: string, title: string, parentPageId: string | null = null) =>
  json<IdeaPageSummary>(await ada.post(`/api/ideas/${ideaId}/pages`, { title, parentPageId }), 201);
const issues = async (response: Response) => {
  expect(response.status).toBe(422);
  return ((await response.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
};
const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('who may read and change an idea page', () => {
  type Role = 'owner' | 'other' | 'visitor' | 'viewShare' | 'commentShare' | 'editShare';
  async function setUp(role: Role, isCommunityShared = false) {
    const idea = await newIdea();
    await server.database.db.update(ideas).set({ isCommunityShared }).where(eq(ideas.id, idea.id));
    const sharedBy = (await server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
    const accessType = { viewShare: 'view', commentShare: 'comment', editShare: 'edit' }[role as string] as 'view' | 'comment' | 'edit' | undefined;
    if (accessType) await server.database.db.insert(ideaShares).values({ ideaId: idea.id, sharedBy, sharedWith: bobId, accessType, scope: 'specific_users' });
    return { idea, client: role === 'owner' ? ada : role === 'visitor' ? visitor : bob };
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
        const view = await pageView(ada, idea.id);
        expect([view.pages, view.properties, view.widgets]).toEqual([[], [], []]);
      }
    });
  }

  it('answers ids that name nothing with 404, never a 500', async () => {
    const idea = await newIdea();
    for (const path of ['pages/not-a-uuid', 'properties/not-a-uuid', 'widgets/not-a-uuid', `pages/${crypto.randomUUID()}`]) {
      expect((await send(ada, 'DELETE', `/api/ideas/${idea.id}/${path}`)).status, path).toBe(404);
    }
    expect((await ada.request(`/api/ideas/${idea.id}/pages/not-a-uuid/content`)).status).toBe(404);
    expect((await ada.request('/api/ideas/not-a-uuid/page')).status).toBe(404);
  });

  it('lets a commenter or a viewer write nothing at all on the page, and changes nothing', async () => {
    for (const accessType of ['comment', 'view'] as const) {
      const idea = await newIdea();
      const base = `/api/ideas/${idea.id}`;
      const page = await addPage(idea.id, 'Kept');
      const property = await json<IdeaProperty>(await ada.post(`${base}/properties`, { label: 'Kept', type: 'text' }), 201);
      const widget = await json<IdeaWidget>(await ada.post(`${base}/widgets`, { type: 'prd' }), 201);
      const sharedBy = (await server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
      await server.database.db.insert(ideaShares).values({ ideaId: idea.id, sharedBy, sharedWith: bobId, accessType, scope: 'specific_users' });
      const before = await pageView(ada, idea.id);
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
      for (const [method, path, body] of writes) expect((await send(bob, method, path, body)).status, `${accessType} ${method} ${path}`).toBe(403);
      expect(await pageView(ada, idea.id)).toEqual(before);
      expect((await json<PageContent>(await ada.request(`${base}/pages/main/content`), 200)).version).toBe(0);
    }
  });

  it("refuses to touch another idea's page through this idea", async () => {
    const [mine, other] = [await newIdea(), await newIdea()];
    const page = await addPage(other.id, 'Elsewhere');
    expect((await send(ada, 'PATCH', `/api/ideas/${mine.id}/pages/${page.id}`, { title: 'Hijacked' })).status).toBe(404);
    expect((await ada.post(`/api/ideas/${mine.id}/pages`, { title: 'Child', parentPageId: page.id })).status).toBe(404);
  });
});

describe('the page tree', () => {
  it("orders pages by page_order (the siblings' max + 1, from 0), nests them, and renames with a trimmed title", async () => {
    const idea = await newIdea();
    const market = await addPage(idea.id, '  Market  ');
    const pricing = await addPage(idea.id, 'Pricing');
    const tiers = await addPage(idea.id, 'Tiers', pricing.id);
    expect([market, pricing, tiers].map((page) => [page.title, page.pageOrder, page.parentPageId])).toEqual([
      ['Market', 0, null],
      ['Pricing', 1, null],
      ['Tiers', 0, pricing.id],
    ]);
    await json(await send(ada, 'PATCH', `/api/ideas/${idea.id}/pages/${market.id}`, { title: ' Market size ' }), 200);
    expect(await issues(await send(ada, 'PATCH', `/api/ideas/${idea.id}/pages/${market.id}`, { title: '   ' }))).toContainEqual({ path: 'title', message: 'Page title is required' });
    expect((await pageView(ada, idea.id)).pages.map((page) => page.title).sort()).toEqual(['Market size', 'Pricing', 'Tiers']);
  });

  it('moves a page under another and among its siblings, and refuses a move under itself', async () => {
    const idea = await newIdea();
    const [a, b, c] = [await addPage(idea.id, 'A'), await addPage(idea.id, 'B'), await addPage(idea.id, 'C')];
    const moved = await json<IdeaPageSummary[]>(await send(ada, 'PUT', `/api/ideas/${idea.id}/pages/${c.id}/position`, { parentPageId: null, index: 0 }), 200);
    expect(moved.filter((page) => !page.parentPageId).map((page) => page.title)).toEqual(['C', 'A', 'B']);
    const nested = await json<IdeaPageSummary[]>(await send(ada, 'PUT', `/api/ideas/${idea.id}/pages/${a.id}/position`, { parentPageId: b.id, index: 0 }), 200);
    expect(nested.find((page) => page.id === a.id)?.parentPageId).toBe(b.id);
    expect(nested.filter((page) => !page.parentPageId).map((page) => page.title)).toEqual(['C', 'B']);
    expect(await issues(await send(ada, 'PUT', `/api/ideas/${idea.id}/pages/${b.id}/position`, { parentPageId: a.id, index: 0 }))).toContainEqual({
      path: 'parentPageId',
      message: 'A page cannot move under itself',
    });
  });

  it('keeps each level dense (0, 1, 2…) and in a stable order through adds, moves and deletes', async () => {
    const idea = await newIdea();
    const [a, b, c, d] = [await addPage(idea.id, 'A'), await addPage(idea.id, 'B'), await addPage(idea.id, 'C'), await addPage(idea.id, 'D')];
    const b1 = await addPage(idea.id, 'B1', b.id);
    await addPage(idea.id, 'B2', b.id);
    const levels = async () => {
      const pages = (await pageView(ada, idea.id)).pages;
      const under = (parent: string | null) => pages.filter((page) => page.parentPageId === parent).map((page) => `${page.title}:${page.pageOrder}`);
      return { top: under(null), underB: under(b.id) };
    };
    expect(await levels()).toEqual({ top: ['A:0', 'B:1', 'C:2', 'D:3'], underB: ['B1:0', 'B2:1'] });
    expect((await send(ada, 'DELETE', `/api/ideas/${idea.id}/pages/${b1.id}`)).status).toBe(204);
    expect((await send(ada, 'DELETE', `/api/ideas/${idea.id}/pages/${c.id}`)).status).toBe(204);
    expect(await levels()).toEqual({ top: ['A:0', 'B:1', 'D:2'], underB: ['B2:0'] });
    await json(await send(ada, 'PUT', `/api/ideas/${idea.id}/pages/${a.id}/position`, { parentPageId: b.id, index: 0 }), 200);
    await json(await send(ada, 'PUT', `/api/ideas/${idea.id}/pages/${d.id}/position`, { parentPageId: null, index: 99 }), 200);
    expect(await levels()).toEqual({ top: ['B:0', 'D:1'], underB: ['A:0', 'B2:1'] });
  });

  it('deletes a page with every page under it', async () => {
    const idea = await newIdea();
    const top = await addPage(idea.id, 'Top');
    const child = await addPage(idea.id, 'Child', top.id);
    await addPage(idea.id, 'Grandchild', child.id);
    const kept = await addPage(idea.id, 'Kept');
    expect((await send(ada, 'DELETE', `/api/ideas/${idea.id}/pages/${top.id}`)).status).toBe(204);
    expect((await pageView(ada, idea.id)).pages.map((page) => page.id)).toEqual([kept.id]);
  });
});

describe('page content', () => {
  it('saves and reads back the Main Content and a sub-page, raising the version each time', async () => {
    const idea = await newIdea();
    const page = await addPage(idea.id, 'Notes');
    for (const pageId of ['main', page.id]) {
      const url = `/api/ideas/${idea.id}/pages/${pageId}/content`;
      expect(await json<PageContent>(await ada.request(url), 200)).toEqual({ pageId, content: null, version: 0 });
      expect((await json<PageContent>(await send(ada, 'PUT', url, { content: doc('One'), version: 0 }), 200)).version).toBe(1);
      expect((await json<PageContent>(await send(ada, 'PUT', url, { content: doc('Two'), version: 1 }), 200)).version).toBe(2);
      expect(await json<PageContent>(await bob.request(url), 404)).toBeTruthy();
      expect((await json<PageContent>(await ada.request(url), 200)).content).toEqual(doc('Two'));
    }
  });

  it('refuses (409) a save made from an older version, and keeps what the other editor saved', async () => {
    const idea = await newIdea();
    const page = await addPage(idea.id, 'Shared');
    await server.database.db.insert(ideaShares).values({ ideaId: idea.id, sharedBy: (await server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId, sharedWith: bobId, accessType: 'edit', scope: 'specific_users' });
    for (const pageId of ['main', page.id]) {
      const url = `/api/ideas/${idea.id}/pages/${pageId}/content`;
      const [first, second] = await Promise.all([send(ada, 'PUT', url, { content: doc('Ada'), version: 0 }), send(bob, 'PUT', url, { content: doc('Bob'), version: 0 })]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.status === 200 ? 'Ada' : 'Bob';
      expect((await json<PageContent>(await ada.request(url), 200)).content).toEqual(doc(winner));
    }
  });

  it.each([
    ['a script node', { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] }, 'Unknown content type'],
    [
      'a javascript: link',
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] },
      'Links must be http, https or mailto addresses',
    ],
    ['an image from javascript:', { type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }] }, 'Images must be http or https addresses'],
    ['not a document', { type: 'paragraph' }, 'Content must be a document'],
    ['a 2 MB document', doc('x'.repeat(2_000_000)), 'This page is too long to save'],
    ['a 2 MB document of short paragraphs', { type: 'doc', content: Array.from({ length: 40_000 }, () => doc('y'.repeat(40)).content[0]) }, 'This page is too long to save'],
  ])('refuses %s with a 422 and keeps the saved content', async (_, content, message) => {
    const idea = await newIdea();
    const url = `/api/ideas/${idea.id}/pages/main/content`;
    await json(await send(ada, 'PUT', url, { content: doc('Safe'), version: 0 }), 200);
    const found = await issues(await send(ada, 'PUT', url, { content, version: 1 }));
    expect(found.map((issue) => issue.message)).toContain(message);
    expect(await json<PageContent>(await ada.request(url), 200)).toMatchObject({ content: doc('Safe'), version: 1 });
  });
});

describe('custom properties', () => {
  const addProperty = async (ideaId: string, body: Record<string, unknown>) => json<IdeaProperty>(await ada.post(`/api/ideas/${ideaId}/properties`, body), 201);

  it('round-trip a value of every one of the 13 types', async () => {
    const idea = await newIdea();
    const values: [string, unknown, string[]?][] = [
      ['text', 'Plain words'],
      ['long-text', 'Line one\nLine two'],
      ['number', -12.75],
      ['currency', 12500.5],
      ['date', '2026-12-31'],
      ['select', 'MVP', ['Idea', 'MVP']],
      ['multi-select', ['B2B', 'SaaS'], ['B2B', 'SaaS', 'B2C']],
      ['checkbox', true],
      ['person', 'Grace Hopper'],
      ['url', 'https://example.com/path?q=1'],
      ['email', 'grace@example.com'],
      ['phone', '+1 (555) 010-9999'],
      ['image', 'https://images.example.com/a.png'],
    ];
    for (const [type, value, options = []] of values) {
      const property = await addProperty(idea.id, { label: type, type, options });
      await json(await send(ada, 'PATCH', `/api/ideas/${idea.id}/properties/${property.id}`, { value }), 200);
    }
    const saved = (await pageView(ada, idea.id)).properties;
    expect(saved.map((property) => [property.type, property.value])).toEqual(values.map(([type, value]) => [type, value]));
  });

  it('start with the default of their type', async () => {
    const idea = await newIdea();
    const made = [];
    for (const type of ['text', 'number', 'currency', 'checkbox', 'multi-select', 'date']) made.push(await addProperty(idea.id, { label: ` ${type} `, type }));
    expect(made.map((property) => [property.label, property.value])).toEqual([
      ['text', ''],
      ['number', 0],
      ['currency', 0],
      ['checkbox', false],
      ['multi-select', []],
      ['date', ''],
    ]);
  });

  it('refuses a blank name or an unknown type with a 422', async () => {
    const idea = await newIdea();
    expect(await issues(await ada.post(`/api/ideas/${idea.id}/properties`, { label: '  ', type: 'text' }))).toContainEqual({ path: 'label', message: 'Property name is required' });
    expect(await issues(await ada.post(`/api/ideas/${idea.id}/properties`, { label: 'X', type: 'formula' }))).toContainEqual({ path: 'type', message: 'Choose a property type' });
    expect((await pageView(ada, idea.id)).properties).toEqual([]);
  });

  it('saves a value checked against its type, and refuses a bad one without changing anything', async () => {
    const idea = await newIdea();
    const site = await addProperty(idea.id, { label: 'Site', type: 'url' });
    const url = `/api/ideas/${idea.id}/properties/${site.id}`;
    expect((await json<IdeaProperty>(await send(ada, 'PATCH', url, { value: 'https://example.com' }), 200)).value).toBe('https://example.com');
    expect(await issues(await send(ada, 'PATCH', url, { value: 'javascript:alert(1)' }))).toContainEqual({
      path: 'value',
      message: 'Enter a web address starting with http:// or https://',
    });
    expect(await issues(await send(ada, 'PATCH', url, { value: 42 }))).toHaveLength(1);
    expect((await pageView(ada, idea.id)).properties[0]?.value).toBe('https://example.com');
  });

  it('keeps select values among the options, clearing one whose option goes', async () => {
    const idea = await newIdea();
    const stage = await addProperty(idea.id, { label: 'Stage', type: 'select', options: ['Idea', 'MVP', 'Idea'] });
    expect(stage.options).toEqual(['Idea', 'MVP']);
    const url = `/api/ideas/${idea.id}/properties/${stage.id}`;
    expect(await issues(await send(ada, 'PATCH', url, { value: 'Scale' }))).toContainEqual({ path: 'value', message: 'Choose one of the options' });
    await json(await send(ada, 'PATCH', url, { value: 'MVP' }), 200);
    expect((await json<IdeaProperty>(await send(ada, 'PATCH', url, { options: ['Idea'] }), 200)).value).toBe('');
  });

  it('renames, reorders and deletes', async () => {
    const idea = await newIdea();
    const [a, b, c] = [await addProperty(idea.id, { label: 'A', type: 'text' }), await addProperty(idea.id, { label: 'B', type: 'text' }), await addProperty(idea.id, { label: 'C', type: 'text' })];
    await json(await send(ada, 'PATCH', `/api/ideas/${idea.id}/properties/${a.id}`, { label: ' Alpha ' }), 200);
    const reordered = await json<IdeaProperty[]>(await send(ada, 'PUT', `/api/ideas/${idea.id}/properties/order`, { ids: [c.id, a.id] }), 200);
    expect(reordered.map((property) => property.label)).toEqual(['C', 'Alpha', 'B']);
    expect((await send(ada, 'DELETE', `/api/ideas/${idea.id}/properties/${b.id}`)).status).toBe(204);
    expect((await pageView(ada, idea.id)).properties.map((property) => property.label)).toEqual(['C', 'Alpha']);
  });
});

describe('widgets', () => {
  const addWidget = async (ideaId: string, type: string) => json<IdeaWidget>(await ada.post(`/api/ideas/${ideaId}/widgets`, { type }), 201);

  it('start empty, keep the fields not sent, and refuse unsafe or unknown data', async () => {
    const idea = await newIdea();
    const video = await addWidget(idea.id, 'youtube');
    expect(video.data).toEqual({ url: '', title: '' });
    const url = `/api/ideas/${idea.id}/widgets/${video.id}`;
    await json(await send(ada, 'PATCH', url, { data: { title: 'Pitch' } }), 200);
    expect((await json<IdeaWidget>(await send(ada, 'PATCH', url, { data: { url: 'https://youtu.be/dQw4w9WgXcQ' } }), 200)).data).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Pitch',
    });
    expect(await issues(await send(ada, 'PATCH', url, { data: { url: 'javascript:alert(1)' } }))).toContainEqual({
      path: 'data.url',
      message: 'Enter an address starting with http:// or https://',
    });
    expect((await issues(await send(ada, 'PATCH', url, { data: { script: 'x' } }))).length).toBeGreaterThan(0);
    expect((await pageView(ada, idea.id)).widgets[0]?.data).toEqual({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Pitch' });
    expect(await issues(await ada.post(`/api/ideas/${idea.id}/widgets`, { type: 'tiktok' }))).toContainEqual({ path: 'type', message: 'Choose a widget type' });
  });

  it('has a lean canvas of nine blocks, reorders and removes', async () => {
    const idea = await newIdea();
    const canvas = await addWidget(idea.id, 'lean-canvas');
    expect(Object.keys(canvas.data)).toHaveLength(9);
    const swot = await addWidget(idea.id, 'swot-analysis');
    const reordered = await json<IdeaWidget[]>(await send(ada, 'PUT', `/api/ideas/${idea.id}/widgets/order`, { ids: [swot.id, canvas.id] }), 200);
    expect(reordered.map((widget) => widget.type)).toEqual(['swot-analysis', 'lean-canvas']);
    expect((await send(ada, 'DELETE', `/api/ideas/${idea.id}/widgets/${swot.id}`)).status).toBe(204);
    expect((await pageView(ada, idea.id)).widgets.map((widget) => widget.id)).toEqual([canvas.id]);
  });
});

describe('two editors at once', () => {
  it('lose no page, property or widget, and keep both changes to different items', async () => {
    const idea = await newIdea();
    const sharedBy = (await server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
    await server.database.db.insert(ideaShares).values({ ideaId: idea.id, sharedBy, sharedWith: bobId, accessType: 'edit', scope: 'specific_users' });
    const base = `/api/ideas/${idea.id}`;
    await Promise.all(
      [ada, bob].flatMap((client, who) =>
        Array.from({ length: 5 }, (_, i) => [
          client.post(`${base}/pages`, { title: `Page ${who}-${i}` }),
          client.post(`${base}/properties`, { label: `Prop ${who}-${i}`, type: 'text' }),
          client.post(`${base}/widgets`, { type: 'prd' }),
        ]).flat(),
      ),
    );
    const count = async (table: typeof ideaPages | typeof ideaProperties | typeof ideaWidgets) =>
      (await server.database.db.select().from(table).where(eq(table.ideaId, idea.id))).length;
    expect([await count(ideaPages), await count(ideaProperties), await count(ideaWidgets)]).toEqual([10, 10, 10]);
    // Adds take turns per idea: each list is numbered 0 to 9 with no position given twice.
    const { db } = server.database;
    const sorted = (rows: { at: number }[]) => rows.map((row) => row.at).sort((a, b) => a - b);
    const zeroToNine = Array.from({ length: 10 }, (_, index) => index);
    expect(sorted(await db.select({ at: ideaPages.pageOrder }).from(ideaPages).where(eq(ideaPages.ideaId, idea.id)))).toEqual(zeroToNine);
    expect(sorted(await db.select({ at: ideaProperties.position }).from(ideaProperties).where(eq(ideaProperties.ideaId, idea.id)))).toEqual(zeroToNine);
    expect(sorted(await db.select({ at: ideaWidgets.position }).from(ideaWidgets).where(eq(ideaWidgets.ideaId, idea.id)))).toEqual(zeroToNine);

    const [first, second] = (await pageView(ada, idea.id)).widgets;
    await Promise.all([
      send(ada, 'PATCH', `${base}/widgets/${first!.id}`, { data: { title: 'Ada' } }),
      send(bob, 'PATCH', `${base}/widgets/${second!.id}`, { data: { title: 'Bob' } }),
    ]);
    const widgets = (await pageView(bob, idea.id)).widgets;
    expect([widgets[0]!.data.title, widgets[1]!.data.title]).toEqual(['Ada', 'Bob']);
  });
});
