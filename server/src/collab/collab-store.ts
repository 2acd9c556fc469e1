import { COLLAB_FIELD, type CollabPage } from '@core/idea-page/collab-document';
import { MAIN_PAGE_ID } from '@core/ideas/access';
import { richContentSchema, type RichContent } from '@core/idea-page/rich-content';
import { prosemirrorJSONToYDoc, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../db/client';
import { ideaCollabStates, ideaMainContents, ideaPages } from '../db/schema';
import { notFoundError } from '../lib/not-found';
import { richContentPmSchema } from './rich-content-pm-schema';

/** The row of a page's Yjs state in idea_collab_states. */
export const collabStateOf = ({ ideaId, pageId }: CollabPage) =>
  and(
    eq(ideaCollabStates.ideaId, ideaId),
    pageId === MAIN_PAGE_ID ? isNull(ideaCollabStates.pageId) : eq(ideaCollabStates.pageId, pageId),
  );

/** The page's stored JSON content; a sub-page that is not the idea's does not exist (404). */
async function storedContent(db: Db, { ideaId, pageId }: CollabPage): Promise<unknown> {
  if (pageId === MAIN_PAGE_ID) {
    const [row] = await db
      .select({ content: ideaMainContents.content })
      .from(ideaMainContents)
      .where(eq(ideaMainContents.ideaId, ideaId));
    return row?.content ?? null;
  }
  const [row] = await db
    .select({ content: ideaPages.content })
    .from(ideaPages)
    .where(and(eq(ideaPages.id, pageId), eq(ideaPages.ideaId, ideaId)));
  if (!row) throw notFoundError('Page');
  return row.content;
}

/** Refuses (404) a sub-page that is not the idea's: for the socket, as for the API, it does not exist. */
export async function requireCollabPage(db: Db, { ideaId, pageId }: CollabPage): Promise<void> {
  if (pageId === MAIN_PAGE_ID) return;
  const [row] = await db
    .select({ id: ideaPages.id })
    .from(ideaPages)
    .where(and(eq(ideaPages.id, pageId), eq(ideaPages.ideaId, ideaId)));
  if (!row) throw notFoundError('Page');
}

/** The Yjs state of stored JSON content: TipTap's document converted node for node, through the editor's schema. */
export function contentToYjsState(content: RichContent | null): Uint8Array {
  if (!content) return Y.encodeStateAsUpdate(new Y.Doc());
  return Y.encodeStateAsUpdate(prosemirrorJSONToYDoc(richContentPmSchema, content, COLLAB_FIELD));
}

/** A Yjs document's content as the JSON the rest of the app reads (the editor's getJSON for the same document). */
export function yjsToContent(doc: Y.Doc): unknown {
  return yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(COLLAB_FIELD), richContentPmSchema).toJSON();
}

/**
 * A page's Yjs state: the stored one, or — the first time the page is opened — its JSON content converted and stored
 * at once, so the conversion is done once: two instances opening the page together both keep the first one stored
 * (converting twice would make two different Yjs histories of the same text, which merge into a doubled page).
 * Anything that cannot be read throws, and nothing is stored: a page that fails to load is never overwritten.
 */
export async function loadCollabState(db: Db, page: CollabPage): Promise<Uint8Array> {
  const [stored] = await db.select({ state: ideaCollabStates.state }).from(ideaCollabStates).where(collabStateOf(page));
  if (stored) return stored.state;
  const content = await storedContent(db, page);
  const parsed = content === null ? null : richContentSchema.parse(content);
  const converted = contentToYjsState(parsed);
  await db
    .insert(ideaCollabStates)
    .values({ ideaId: page.ideaId, pageId: page.pageId === MAIN_PAGE_ID ? null : page.pageId, state: converted })
    .onConflictDoNothing();
  const [kept] = await db.select({ state: ideaCollabStates.state }).from(ideaCollabStates).where(collabStateOf(page));
  if (!kept) throw notFoundError('Page');
  return kept.state;
}

/** Why a document was not stored; null when it was. */
export type StoreRefusal = 'invalid-content' | 'page-gone' | null;

/**
 * Stores a page's Yjs state and, in the same transaction, its JSON copy (the version raised, as any save raised it).
 * Content richContentSchema refuses (only a hand-made Yjs update can make it: the editor makes none) is not stored:
 * the last stored state and copy stay. A page deleted meanwhile stores nothing.
 */
export async function storeCollabState(db: Db, page: CollabPage, doc: Y.Doc): Promise<StoreRefusal> {
  const checked = richContentSchema.safeParse(yjsToContent(doc));
  if (!checked.success) return 'invalid-content';
  const content = checked.data;
  const state = Y.encodeStateAsUpdate(doc);
  return db.transaction(async (tx) => {
    if (page.pageId === MAIN_PAGE_ID) {
      await tx
        .insert(ideaMainContents)
        .values({ ideaId: page.ideaId, content, version: 1 })
        .onConflictDoUpdate({
          target: ideaMainContents.ideaId,
          set: { content, version: sql`${ideaMainContents.version} + 1` },
        });
    } else {
      const [updated] = await tx
        .update(ideaPages)
        .set({ content, version: sql`${ideaPages.version} + 1` })
        .where(and(eq(ideaPages.id, page.pageId), eq(ideaPages.ideaId, page.ideaId)))
        .returning({ id: ideaPages.id });
      if (!updated) return 'page-gone';
    }
    await tx
      .insert(ideaCollabStates)
      .values({ ideaId: page.ideaId, pageId: page.pageId === MAIN_PAGE_ID ? null : page.pageId, state })
      .onConflictDoUpdate({
        target: [ideaCollabStates.ideaId, ideaCollabStates.pageId],
        set: { state, updatedAt: new Date() },
      });
    return null;
  });
}
