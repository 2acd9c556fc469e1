import { say } from '@core/i18n/say';
import {
  MAIN_PAGE_ID,
  PAGE_LIMITS,
  type IdeaPageSummary,
  type MovePageInput,
  type PageContent,
} from '@core/idea-page/page-contracts';
import type { RichContent } from '@core/idea-page/rich-content';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideaMainContents, ideaPages } from '../../db/schema';
import type { PageContentWriter } from '../../collab/page-content-writer';
import { AppError } from '../../lib/errors';
import { loadIdeaWithAccess, requireEditable, requireVisiblePage, type Viewer } from '../../ideas/idea-access';
import { appendItem } from '../../ideas/ordered-items';
import { found, itemId } from '../../lib/not-found';

const summary = {
  id: ideaPages.id,
  parentPageId: ideaPages.parentPageId,
  title: ideaPages.title,
  pageOrder: ideaPages.pageOrder,
};

/** The idea's pages, ordered by page_order (the tree is built from parentPageId on the client). */
export function listPages(db: Db, ideaId: string): Promise<IdeaPageSummary[]> {
  return db
    .select(summary)
    .from(ideaPages)
    .where(eq(ideaPages.ideaId, ideaId))
    .orderBy(asc(ideaPages.pageOrder), asc(ideaPages.createdAt));
}

/** The pages directly under `parentPageId` (null: the top level). */
const siblingsUnder = (parentPageId: string | null) =>
  parentPageId ? eq(ideaPages.parentPageId, parentPageId) : isNull(ideaPages.parentPageId);

const ofIdea = (ideaId: string, pageId: string) =>
  and(eq(ideaPages.id, itemId(pageId, 'Page')), eq(ideaPages.ideaId, ideaId));

/** A parent page must be one of the idea's pages. */
async function requireParent(db: Db, ideaId: string, parentPageId: string | null) {
  if (parentPageId)
    found(
      (await db.select({ id: ideaPages.id }).from(ideaPages).where(ofIdea(ideaId, parentPageId)))[0],
      'Parent page',
    );
}

export async function addPage(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  { title, parentPageId }: { title: string; parentPageId: string | null },
) {
  await requireEditable(db, viewer, ideaId);
  await requireParent(db, ideaId, parentPageId);
  const list = {
    position: ideaPages.pageOrder,
    ideaColumn: ideaPages.ideaId,
    limit: PAGE_LIMITS.pages,
    limitMessage: () =>
      say(
        { id: 'server.ideaPage.tooManyPages', defaultMessage: 'An idea has at most {max} pages' },
        { max: PAGE_LIMITS.pages },
      ),
    siblings: siblingsUnder(parentPageId),
  };
  return appendItem(
    db,
    ideaId,
    list,
    async (tx, pageOrder) =>
      (await tx.insert(ideaPages).values({ ideaId, parentPageId, title, pageOrder }).returning(summary))[0]!,
  );
}

export async function renamePage(db: Db, viewer: Viewer, ideaId: string, pageId: string, title: string) {
  await requireEditable(db, viewer, ideaId);
  const [row] = await db.update(ideaPages).set({ title }).where(ofIdea(ideaId, pageId)).returning(summary);
  return found(row, 'Page');
}

/** Deletes a page and, through the foreign key, every page under it; its siblings close the gap. */
export async function deletePage(db: Db, viewer: Viewer, ideaId: string, pageId: string) {
  await requireEditable(db, viewer, ideaId);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(ideaPages)
      .where(ofIdea(ideaId, pageId))
      .returning({ parentPageId: ideaPages.parentPageId });
    const { parentPageId } = found(deleted, 'Page');
    await tx.execute(sql`update ${ideaPages} set page_order = o.ord - 1
      from (select id, row_number() over (order by page_order, created_at) as ord from ${ideaPages}
            where idea_id = ${ideaId}::uuid and ${siblingsUnder(parentPageId)}) o
      where ${ideaPages.id} = o.id`);
  });
}

/** Moves a page under `parentPageId` (null: the top) at `index` among its new siblings, renumbering them. */
export async function movePage(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  pageId: string,
  { parentPageId, index }: MovePageInput,
) {
  await requireEditable(db, viewer, ideaId);
  itemId(pageId, 'Page');
  await db.transaction(async (tx) => {
    const pages = await tx
      .select(summary)
      .from(ideaPages)
      .where(eq(ideaPages.ideaId, ideaId))
      .orderBy(asc(ideaPages.pageOrder), asc(ideaPages.createdAt));
    found(
      pages.find((page) => page.id === pageId),
      'Page',
    );
    if (parentPageId) {
      found(
        pages.find((page) => page.id === parentPageId),
        'Parent page',
      );
      const parentOf = new Map(pages.map((page) => [page.id, page.parentPageId]));
      for (let at: string | null | undefined = parentPageId; at; at = parentOf.get(at)) {
        if (at === pageId) {
          const message = say({
            id: 'server.ideaPage.pageUnderItself',
            defaultMessage: 'A page cannot move under itself',
          });
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'parentPageId', message }]);
        }
      }
    }
    const siblings = pages
      .filter((page) => page.parentPageId === parentPageId && page.id !== pageId)
      .map((page) => page.id);
    siblings.splice(Math.min(index, siblings.length), 0, pageId);
    await tx.update(ideaPages).set({ parentPageId }).where(eq(ideaPages.id, pageId));
    await tx.execute(sql`update ${ideaPages} set page_order = o.ord - 1 from unnest(${sql.param(siblings)}::uuid[]) with ordinality as o(id, ord)
      where ${ideaPages.id} = o.id`);
  });
  return listPages(db, ideaId);
}

/** A page's content and version ('main': the idea's Main Content); any viewer of the idea may read it. */
export async function getContent(db: Db, viewer: Viewer, ideaId: string, pageId: string): Promise<PageContent> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requireVisiblePage(access, pageId);
  return readContent(db, ideaId, pageId);
}

/** A page's content, for a reader whose access was already decided. */
export async function readContent(db: Db, ideaId: string, pageId: string): Promise<PageContent> {
  if (pageId === MAIN_PAGE_ID) {
    const [row] = await db.select().from(ideaMainContents).where(eq(ideaMainContents.ideaId, ideaId));
    return { pageId, content: (row?.content as RichContent | null) ?? null, version: row?.version ?? 0 };
  }
  const [row] = await db
    .select({ content: ideaPages.content, version: ideaPages.version })
    .from(ideaPages)
    .where(ofIdea(ideaId, pageId));
  const page = found(row, 'Page');
  return { pageId, content: page.content as RichContent | null, version: page.version };
}

const changedElsewhere = () =>
  new AppError(
    'CONFLICT',
    say({
      id: 'server.ideaPage.pageChangedElsewhere',
      defaultMessage: 'This page was changed elsewhere. Reload it to see the latest version.',
    }),
  );

/**
 * Saves a page's content whole if nobody saved since `version` (the caller's starting point); otherwise 409, and
 * nothing is overwritten (ADR 0014). The content replaces the page's live document (ADR 0113: one Yjs history, open
 * editors see it at once), which stores it and raises the version; the answer is what was stored.
 */
export async function saveContent(
  db: Db,
  pageContent: PageContentWriter,
  viewer: Viewer,
  ideaId: string,
  pageId: string,
  content: RichContent,
  version: number,
): Promise<PageContent> {
  await requireEditable(db, viewer, ideaId, pageId);
  await pageContent.replacePageContent({ ideaId, pageId }, content, async () => {
    if ((await readContent(db, ideaId, pageId)).version !== version) throw changedElsewhere();
  });
  return readContent(db, ideaId, pageId);
}
