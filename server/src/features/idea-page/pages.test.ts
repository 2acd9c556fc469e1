import type { IdeaPageSummary, PageContent } from '@core/idea-page/page-contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideas, ideaShares } from '../../db/schema';
import { expectJson as json } from '../../testing/use-test-server';
import { doc, issues, pageView, send, useIdeaPageServer } from '../../testing/idea-page-test-kit';

const { started: t, newIdea, addPage } = useIdeaPageServer();

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
    await json(await send(t.ada, 'PATCH', `/api/ideas/${idea.id}/pages/${market.id}`, { title: ' Market size ' }), 200);
    expect(
      await issues(await send(t.ada, 'PATCH', `/api/ideas/${idea.id}/pages/${market.id}`, { title: '   ' })),
    ).toContainEqual({
      path: 'title',
      message: 'Page title is required',
      messageId: 'core.ideaPage.pageTitleRequired',
    });
    expect((await pageView(t.ada, idea.id)).pages.map((page) => page.title).sort()).toEqual([
      'Market size',
      'Pricing',
      'Tiers',
    ]);
  });

  it('moves a page under another and among its siblings, and refuses a move under itself', async () => {
    const idea = await newIdea();
    const [a, b, c] = [await addPage(idea.id, 'A'), await addPage(idea.id, 'B'), await addPage(idea.id, 'C')];
    const moved = await json<IdeaPageSummary[]>(
      await send(t.ada, 'PUT', `/api/ideas/${idea.id}/pages/${c.id}/position`, { parentPageId: null, index: 0 }),
      200,
    );
    expect(moved.filter((page) => !page.parentPageId).map((page) => page.title)).toEqual(['C', 'A', 'B']);
    const nested = await json<IdeaPageSummary[]>(
      await send(t.ada, 'PUT', `/api/ideas/${idea.id}/pages/${a.id}/position`, { parentPageId: b.id, index: 0 }),
      200,
    );
    expect(nested.find((page) => page.id === a.id)?.parentPageId).toBe(b.id);
    expect(nested.filter((page) => !page.parentPageId).map((page) => page.title)).toEqual(['C', 'B']);
    expect(
      await issues(
        await send(t.ada, 'PUT', `/api/ideas/${idea.id}/pages/${b.id}/position`, { parentPageId: a.id, index: 0 }),
      ),
    ).toContainEqual({
      path: 'parentPageId',
      message: 'A page cannot move under itself',
      messageId: 'server.ideaPage.pageUnderItself',
    });
  });

  it('keeps each level dense (0, 1, 2…) and in a stable order through adds, moves and deletes', async () => {
    const idea = await newIdea();
    const [a, b, c, d] = [
      await addPage(idea.id, 'A'),
      await addPage(idea.id, 'B'),
      await addPage(idea.id, 'C'),
      await addPage(idea.id, 'D'),
    ];
    const b1 = await addPage(idea.id, 'B1', b.id);
    await addPage(idea.id, 'B2', b.id);
    const levels = async () => {
      const pages = (await pageView(t.ada, idea.id)).pages;
      const under = (parent: string | null) =>
        pages.filter((page) => page.parentPageId === parent).map((page) => `${page.title}:${page.pageOrder}`);
      return { top: under(null), underB: under(b.id) };
    };
    expect(await levels()).toEqual({ top: ['A:0', 'B:1', 'C:2', 'D:3'], underB: ['B1:0', 'B2:1'] });
    expect((await send(t.ada, 'DELETE', `/api/ideas/${idea.id}/pages/${b1.id}`)).status).toBe(204);
    expect((await send(t.ada, 'DELETE', `/api/ideas/${idea.id}/pages/${c.id}`)).status).toBe(204);
    expect(await levels()).toEqual({ top: ['A:0', 'B:1', 'D:2'], underB: ['B2:0'] });
    await json(
      await send(t.ada, 'PUT', `/api/ideas/${idea.id}/pages/${a.id}/position`, { parentPageId: b.id, index: 0 }),
      200,
    );
    await json(
      await send(t.ada, 'PUT', `/api/ideas/${idea.id}/pages/${d.id}/position`, { parentPageId: null, index: 99 }),
      200,
    );
    expect(await levels()).toEqual({ top: ['B:0', 'D:1'], underB: ['A:0', 'B2:1'] });
  });

  it('deletes a page with every page under it', async () => {
    const idea = await newIdea();
    const top = await addPage(idea.id, 'Top');
    const child = await addPage(idea.id, 'Child', top.id);
    await addPage(idea.id, 'Grandchild', child.id);
    const kept = await addPage(idea.id, 'Kept');
    expect((await send(t.ada, 'DELETE', `/api/ideas/${idea.id}/pages/${top.id}`)).status).toBe(204);
    expect((await pageView(t.ada, idea.id)).pages.map((page) => page.id)).toEqual([kept.id]);
  });
});

describe('page content', () => {
  it('saves and reads back the Main Content and a sub-page, raising the version each time', async () => {
    const idea = await newIdea();
    const page = await addPage(idea.id, 'Notes');
    for (const pageId of ['main', page.id]) {
      const url = `/api/ideas/${idea.id}/pages/${pageId}/content`;
      expect(await json<PageContent>(await t.ada.request(url), 200)).toEqual({ pageId, content: null, version: 0 });
      expect(
        (await json<PageContent>(await send(t.ada, 'PUT', url, { content: doc('One'), version: 0 }), 200)).version,
      ).toBe(1);
      expect(
        (await json<PageContent>(await send(t.ada, 'PUT', url, { content: doc('Two'), version: 1 }), 200)).version,
      ).toBe(2);
      expect(await json<PageContent>(await t.bob.request(url), 404)).toBeTruthy();
      expect((await json<PageContent>(await t.ada.request(url), 200)).content).toEqual(doc('Two'));
    }
  });

  it('refuses (409) a save made from an older version, and keeps what the other editor saved', async () => {
    const idea = await newIdea();
    const page = await addPage(idea.id, 'Shared');
    await t.server.database.db.insert(ideaShares).values({
      ideaId: idea.id,
      sharedBy: (await t.server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId,
      sharedWith: t.bobId,
      accessType: 'edit',
      scope: 'specific_users',
    });
    for (const pageId of ['main', page.id]) {
      const url = `/api/ideas/${idea.id}/pages/${pageId}/content`;
      const [first, second] = await Promise.all([
        send(t.ada, 'PUT', url, { content: doc('Ada'), version: 0 }),
        send(t.bob, 'PUT', url, { content: doc('Bob'), version: 0 }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.status === 200 ? 'Ada' : 'Bob';
      expect((await json<PageContent>(await t.ada.request(url), 200)).content).toEqual(doc(winner));
    }
  });

  it.each([
    ['a script node', { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] }, 'Unknown content type'],
    [
      'a javascript: link',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
          },
        ],
      },
      'Links must be http, https or mailto addresses',
    ],
    [
      'an image from javascript:',
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }] },
      'Images must be http or https addresses',
    ],
    ['not a document', { type: 'paragraph' }, 'Content must be a document'],
    ['a 2 MB document', doc('x'.repeat(2_000_000)), 'This page is too long to save'],
    [
      'a 2 MB document of short paragraphs',
      { type: 'doc', content: Array.from({ length: 40_000 }, () => doc('y'.repeat(40)).content[0]) },
      'This page is too long to save',
    ],
  ])('refuses %s with a 422 and keeps the saved content', async (_, content, message) => {
    const idea = await newIdea();
    const url = `/api/ideas/${idea.id}/pages/main/content`;
    await json(await send(t.ada, 'PUT', url, { content: doc('Safe'), version: 0 }), 200);
    const found = await issues(await send(t.ada, 'PUT', url, { content, version: 1 }));
    expect(found.map((issue) => issue.message)).toContain(message);
    expect(await json<PageContent>(await t.ada.request(url), 200)).toMatchObject({ content: doc('Safe'), version: 1 });
  });
});
