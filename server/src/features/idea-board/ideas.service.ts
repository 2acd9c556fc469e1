import { say } from '@core/i18n/say';
import type {
  addCommentInputSchema,
  createIdeaInputSchema,
  IdeaView,
  updateIdeaInputSchema,
} from '@core/ideas/idea-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { asJsonText, type JsonText } from '../../http/json-text';
import { canViewSql } from '../../ideas/access-sql';
import { notFoundError } from '../../lib/not-found';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { ideaComments, ideas, ideaTags, profiles } from '../../db/schema';
import { addIdeaTags } from '../../ideas/idea-tags';
import {
  loadIdeaWithAccess,
  requireEditAccess,
  requireIdeaId,
  requirePermission,
  type Viewer,
} from '../../ideas/idea-access';
import { ideaViewJson, loadIdeaView } from '../../ideas/idea-view-query';
import type { Notifier } from '../../notifications/notifier';
import { actorOf } from '../../notifications/recipients';

type CreateIdea = z.output<typeof createIdeaInputSchema>;
type UpdateIdea = z.output<typeof updateIdeaInputSchema>;
type AddComment = z.output<typeof addCommentInputSchema>;
/** The idea as the viewer sees it, in one statement (404 when they may not see it). */
export async function getIdea(db: Db, viewer: Viewer, ideaId: string): Promise<IdeaView> {
  return (await loadIdeaView(db, viewer, ideaId)).view;
}

/** One idea's card as its viewer may see it, as JSON text (the board's card, ideaViewJson), by the id `id`. */
const ideaStatement = (db: Db, signedIn: boolean) => {
  const viewerId = signedIn ? sql.placeholder('viewer') : null;
  return db
    .select({ card: sql<string>`${ideaViewJson(viewerId)}::text` })
    .from(ideas)
    .leftJoin(profiles, eq(profiles.id, ideas.userId))
    .where(and(eq(ideas.id, sql.placeholder('id')), canViewSql(viewerId)))
    .prepare(signedIn ? 'idea_for_user' : 'idea_for_visitor');
};
type PreparedIdea = ReturnType<typeof ideaStatement>;
const preparedIdeas = new WeakMap<Db, Map<boolean, PreparedIdea>>();

/**
 * getIdea's answer as JSON written by Postgres and sent as it is, as the board's cards are (ADR 0033): one
 * statement prepared per database and kind of viewer, which Postgres plans once per connection (ADR 0117;
 * building the query, planning it and writing the view in Node took most of this read's time). 404 when the
 * viewer may not see the idea.
 */
export async function getIdeaJson(db: Db, viewer: Viewer, ideaId: string): Promise<JsonText<IdeaView>> {
  const id = requireIdeaId(ideaId);
  const prepared = perDatabase(preparedIdeas, db, () => new Map<boolean, PreparedIdea>());
  const statement = prepared.get(viewer !== null) ?? ideaStatement(db, viewer !== null);
  prepared.set(viewer !== null, statement);
  const [row] = await statement.execute({ id, viewer: viewer?.userId });
  if (!row) throw notFoundError('Idea');
  return asJsonText(row.card);
}

/** Tags by name, created when new; the idea's set becomes exactly these. */
async function replaceTags(tx: Tx, ideaId: string, names: string[]) {
  await tx.delete(ideaTags).where(eq(ideaTags.ideaId, ideaId));
  await addIdeaTags(tx, [{ ideaId, names }]);
}

/** Creates an idea with its tags; with a creationKey already used by this user, answers that idea instead. */
export async function createIdea(
  db: Db,
  userId: string,
  { tags: tagNames, creationKey, ...fields }: CreateIdea,
): Promise<IdeaView> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ideas)
      .values({ ...fields, userId, creationKey })
      .onConflictDoNothing({ target: [ideas.userId, ideas.creationKey] })
      .returning({ id: ideas.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: ideas.id })
        .from(ideas)
        .where(ownedBy(ideas, userId, eq(ideas.creationKey, creationKey!)));
      return existing!.id;
    }
    await replaceTags(tx, created.id, tagNames);
    return created.id;
  });
  return getIdea(db, { userId }, id);
}

export async function updateIdea(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  { tags: tagNames, ...fields }: UpdateIdea,
): Promise<IdeaView> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requireEditAccess(access);
  await db.transaction(async (tx) => {
    if (Object.keys(fields).length > 0) await tx.update(ideas).set(fields).where(eq(ideas.id, ideaId));
    if (tagNames) await replaceTags(tx, ideaId, tagNames);
  });
  return getIdea(db, viewer, ideaId);
}

export async function pinIdea(db: Db, viewer: Viewer, ideaId: string, isPinned: boolean): Promise<IdeaView> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canPin', () =>
    say({ id: 'server.ideaBoard.onlyOwnerPins', defaultMessage: 'Only the owner can pin an idea' }),
  );
  await db.update(ideas).set({ isPinned }).where(eq(ideas.id, ideaId));
  return getIdea(db, viewer, ideaId);
}

/** Adds a comment; the idea's owner hears of it (their inbox, and a mail when they want one). */
export async function addComment(
  db: Db,
  notifier: Notifier,
  viewer: { userId: string },
  ideaId: string,
  { content }: AddComment,
): Promise<IdeaView> {
  const { idea, access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canComment', () =>
    say({ id: 'server.ideaBoard.cannotComment', defaultMessage: 'You can view this idea but not comment on it' }),
  );
  await db.insert(ideaComments).values({ ideaId, userId: viewer.userId, content });
  await notifier.ideaCommented({
    actor: await actorOf(db, viewer.userId),
    idea: { id: idea.id, title: idea.title, ownerId: idea.userId },
    text: content,
  });
  return getIdea(db, viewer, ideaId);
}

export async function deleteIdea(db: Db, viewer: Viewer, ideaId: string): Promise<void> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canDelete', () =>
    say({ id: 'server.ideaBoard.onlyOwnerDeletes', defaultMessage: 'Only the owner can delete an idea' }),
  );
  await db.delete(ideas).where(eq(ideas.id, ideaId));
}
