import type { Access } from '@core/ideas/access';
import type { addCommentInputSchema, createIdeaInputSchema, IdeaView, updateIdeaInputSchema } from '@core/ideas/idea-contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ideaComments, ideas, ideaTags, profiles, tags } from '../../db/schema';
import { toViews } from './board.service';
import { loadIdeaWithAccess, requirePermission, type IdeaRow, type Viewer } from './idea-access';

type CreateIdea = z.output<typeof createIdeaInputSchema>;
type UpdateIdea = z.output<typeof updateIdeaInputSchema>;
type AddComment = z.output<typeof addCommentInputSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The idea as the viewer sees it (404 when they may not). */
export async function getIdea(db: Db, viewer: Viewer, ideaId: string): Promise<IdeaView> {
  const { idea, access } = await loadIdeaWithAccess(db, viewer, ideaId);
  return viewOf(db, idea, access);
}

/** An idea already loaded (and its access decided) shaped for the viewer: author, tags, newest comments. */
async function viewOf(db: Db, idea: IdeaRow, access: Access): Promise<IdeaView> {
  const [author] = await db.select().from(profiles).where(eq(profiles.id, idea.userId));
  const [view] = await toViews(db, [
    { idea, access, authorName: author?.fullName ?? null, authorEmail: author?.email ?? null, authorAvatar: author?.avatarUrl ?? null },
  ]);
  return view!;
}

/** Tags by name, created when new; the idea's set becomes exactly these. */
async function replaceTags(tx: Tx, ideaId: string, names: string[]) {
  await tx.delete(ideaTags).where(eq(ideaTags.ideaId, ideaId));
  if (names.length === 0) return;
  await tx.insert(tags).values(names.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.name, names));
  await tx.insert(ideaTags).values(rows.map((tag) => ({ ideaId, tagId: tag.id })));
}

export async function createIdea(db: Db, userId: string, { tags: tagNames, ...fields }: CreateIdea): Promise<IdeaView> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(ideas).values({ ...fields, userId }).returning({ id: ideas.id });
    await replaceTags(tx, created!.id, tagNames);
    return created!.id;
  });
  return getIdea(db, { userId }, id);
}

export async function updateIdea(db: Db, viewer: Viewer, ideaId: string, { tags: tagNames, ...fields }: UpdateIdea): Promise<IdeaView> {
  const { idea, access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canEdit', 'You can view this idea but not edit it');
  const updated = await db.transaction(async (tx) => {
    const [row] = Object.keys(fields).length > 0 ? await tx.update(ideas).set(fields).where(eq(ideas.id, ideaId)).returning() : [idea];
    if (tagNames) await replaceTags(tx, ideaId, tagNames);
    return row ?? idea;
  });
  return viewOf(db, updated, access);
}

export async function pinIdea(db: Db, viewer: Viewer, ideaId: string, isPinned: boolean): Promise<IdeaView> {
  const { idea, access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canPin', 'Only the owner can pin an idea');
  const [pinned] = await db.update(ideas).set({ isPinned }).where(eq(ideas.id, ideaId)).returning();
  return viewOf(db, pinned ?? idea, access);
}

export async function addComment(db: Db, viewer: { userId: string }, ideaId: string, { content }: AddComment): Promise<IdeaView> {
  const { idea, access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canComment', 'You can view this idea but not comment on it');
  await db.insert(ideaComments).values({ ideaId, userId: viewer.userId, content });
  return viewOf(db, idea, access);
}

export async function deleteIdea(db: Db, viewer: Viewer, ideaId: string): Promise<void> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canDelete', 'Only the owner can delete an idea');
  await db.delete(ideas).where(eq(ideas.id, ideaId));
}
