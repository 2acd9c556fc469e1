import type { IdeaExport } from '@core/account/export-contracts';
import { describe, expect, it } from 'vitest';
import { exportOf, importInto, paragraph, useImportFixture } from '../../testing/import-test-fixture';

const t = useImportFixture();

/** An idea as a person sees it, without what an import makes anew (ids, moments of pages) or does not restore. */
const sameIdea = ({ id: _id, pages, comments, shares: _shares, ...idea }: IdeaExport) => {
  const titleOf = new Map(pages.map((page) => [page.id, page.title]));
  return {
    ...idea,
    // Sibling pages of the same order come in id order, which an import makes anew: compared by title.
    pages: pages
      .map(({ parentPageId, title, pageOrder, content }) => ({
        parent: parentPageId && titleOf.get(parentPageId),
        title,
        pageOrder,
        content,
      }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    comments: comments.filter((comment) => comment.mine).map(({ content, createdAt }) => ({ content, createdAt })),
  };
};

describe('Import data', () => {
  it('gives a fresh account the same ideas, documents, assessments and preferences back, and says what it did', async () => {
    const fresh = await t.server.signedInClient('fresh-start@example.com');
    const answer = await importInto(fresh, t.exported);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      ideas: { added: 2, alreadyThere: 0 },
      toolDocuments: { added: 1, alreadyThere: 0 },
      assessments: { added: 1, alreadyThere: 0 },
      filings: { added: 0, alreadyThere: 0 },
      payments: { added: 0, alreadyThere: 0 },
      transactions: { added: 0, alreadyThere: 0 },
      rules: { added: 0, alreadyThere: 0 },
      budgets: { added: 0, alreadyThere: 0 },
      trackedDomains: { added: 0, alreadyThere: 0 },
      advisorProfiles: { added: 0, alreadyThere: 0 },
      competitionDeadlines: { added: 0, alreadyThere: 0 },
      pulseSurveys: { added: 0, alreadyThere: 0 },
      newsFeeds: { added: 0, alreadyThere: 0 },
      savedNews: { added: 0, alreadyThere: 0 },
      watchedPages: { added: 0, alreadyThere: 0 },
      preferences: true,
      notRestored: { shares: 1, invitations: 0, introRequests: 0, pulseAnswers: 0, othersComments: 1 },
    });

    const restored = await exportOf(fresh);
    expect(restored.ideas.map(sameIdea)).toEqual(t.exported.ideas.map(sameIdea));
    const kiosks = restored.ideas.find((idea) => idea.title === 'Solar kiosks')!;
    expect(kiosks).toMatchObject({
      isPinned: true,
      tags: ['energy', 'retail'],
      ideaScore: 8,
      properties: [{ label: 'Stage', value: 'MVP' }],
    });
    const pageNamed = (title: string) => kiosks.pages.find((page) => page.title === title)!;
    expect(pageNamed('Interviews').parentPageId).toBe(pageNamed('Research').id);
    expect(kiosks.comments).toMatchObject([{ author: 'Test Founder', mine: true, content: 'The kiosk owner' }]);
    expect(restored.preferences).toMatchObject({ theme: 'dark', weeklyDigest: false, emailNotifications: true });
    expect(restored.toolDocuments).toEqual(t.exported.toolDocuments);
    expect(restored.assessments).toEqual([{ ...t.exported.assessments[0], invites: [] }]);
    expect(restored.assessments[0]).toMatchObject({ totalScore: 60, compatibility: 'Fair' });

    const board = (await (await fresh.request('/api/ideas')).json()) as { ideas: { title: string }[] };
    expect(board.ideas.map((idea) => idea.title)).toEqual(['Second idea', 'Solar kiosks']);
  });

  it('is idempotent: the same file again adds nothing, and a user importing their own export adds nothing', async () => {
    const twice = await t.server.signedInClient('twice@example.com');
    expect((await importInto(twice, t.exported)).status).toBe(200);
    const again = await importInto(twice, t.exported);
    expect(await again.json()).toMatchObject({
      ideas: { added: 0, alreadyThere: 2 },
      toolDocuments: { added: 0, alreadyThere: 1 },
      assessments: { added: 0, alreadyThere: 1 },
    });
    expect((await exportOf(twice)).ideas).toHaveLength(2);

    const own = await importInto(t.owner, t.exported);
    expect(await own.json()).toMatchObject({
      ideas: { added: 0, alreadyThere: 2 },
      toolDocuments: { added: 0, alreadyThere: 1 },
      assessments: { added: 0, alreadyThere: 1 },
    });
    expect((await exportOf(t.owner)).ideas).toHaveLength(2);
  });

  it('cleans rich content like a page save: attributes the editor does not make are dropped', async () => {
    const client = await t.server.signedInClient('sanitized@example.com');
    const image = {
      type: 'image',
      attrs: { src: 'https://example.com/a.png', alt: 'Panel', onerror: 'alert(1)', style: 'x' },
    };
    const file = {
      ...t.exported,
      ideas: [{ ...t.exported.ideas[0]!, mainContent: { type: 'doc', content: [image] } }],
    };
    expect((await importInto(client, file)).status).toBe(200);
    const [idea] = (await exportOf(client)).ideas;
    expect(idea!.mainContent).toEqual({
      type: 'doc',
      content: [{ type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'Panel' } }],
    });
  });

  it('reads a whole account larger than the usual request limit', async () => {
    const client = await t.server.signedInClient('large@example.com');
    const longPage = (index: number) => ({
      id: `p${index}`,
      parentPageId: null,
      title: `Notes ${index}`,
      pageOrder: index,
      content: paragraph(`${index} `.padEnd(90_000, 'x')),
    });
    const big = {
      ...t.exported,
      ideas: [{ ...t.exported.ideas[0]!, pages: Array.from({ length: 60 }, (_, index) => longPage(index)) }],
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(5 * 1024 * 1024);
    const answer = await importInto(client, big);
    expect(answer.status).toBe(200);
    expect((await exportOf(client)).ideas[0]!.pages).toHaveLength(60);
  });

  it('asks who is importing', async () => {
    expect((await importInto(t.server.client(), t.exported)).status).toBe(401);
  });
});
