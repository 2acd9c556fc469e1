import {
  accountExportSchema,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type AccountExport,
  type IdeaExport,
} from '@core/account/export-contracts';
import type { ToolPartKey } from '@core/account/tool-parts';
import { DELETED_USER, getDisplayName } from '@core/user/display-name';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import {
  ideaComments,
  ideaMainContents,
  ideaPages,
  ideaProperties,
  ideas,
  ideaShares,
  ideaTags,
  ideaWidgets,
  profiles,
  tags,
  toolDocuments,
} from '../../db/schema';
import { ideaFields } from '../../ideas/idea-view-query';
import { mergeParts, type ToolData } from '../../tool-module/tool-data';

/**
 * What other features tell the export (composed in app.ts): the user's preferences as the app shows them, and each
 * tool's part of the file (its module's adapter, ADR 0061).
 */
export type ExportSources = {
  preferences: (userId: string) => Promise<Record<string, unknown>>;
  toolData: readonly ToolData[];
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Groups rows by their idea, in the order they came. */
function byIdea<Row extends { ideaId: string }>(rows: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.ideaId, [...(grouped.get(row.ideaId) ?? []), row]);
  return grouped;
}

/** The user's ideas, whole: a few statements for all of them (not one per idea). */
async function exportIdeas(db: Db, userId: string): Promise<IdeaExport[]> {
  const owned = await db
    .select()
    .from(ideas)
    .where(ownedBy(ideas, userId))
    .orderBy(asc(ideas.createdAt), asc(ideas.id));
  const ids = owned.map((idea) => idea.id);
  if (ids.length === 0) return [];
  const [tagRows, mains, pages, properties, widgets, comments, shares] = await Promise.all([
    db
      .select({ ideaId: ideaTags.ideaId, name: tags.name })
      .from(ideaTags)
      .innerJoin(tags, eq(tags.id, ideaTags.tagId))
      .where(inArray(ideaTags.ideaId, ids)),
    db.select().from(ideaMainContents).where(inArray(ideaMainContents.ideaId, ids)),
    db
      .select()
      .from(ideaPages)
      .where(inArray(ideaPages.ideaId, ids))
      .orderBy(asc(ideaPages.pageOrder), asc(ideaPages.id)),
    db.select().from(ideaProperties).where(inArray(ideaProperties.ideaId, ids)).orderBy(asc(ideaProperties.position)),
    db.select().from(ideaWidgets).where(inArray(ideaWidgets.ideaId, ids)).orderBy(asc(ideaWidgets.position)),
    db
      .select({ comment: ideaComments, fullName: profiles.fullName, email: profiles.email })
      .from(ideaComments)
      .leftJoin(profiles, eq(profiles.id, ideaComments.userId))
      .where(inArray(ideaComments.ideaId, ids))
      .orderBy(asc(ideaComments.createdAt), asc(ideaComments.id)),
    db
      .select({ share: ideaShares, email: profiles.email })
      .from(ideaShares)
      .leftJoin(profiles, eq(profiles.id, ideaShares.sharedWith))
      .where(and(inArray(ideaShares.ideaId, ids), eq(ideaShares.sharedBy, userId)))
      .orderBy(asc(ideaShares.sharedAt)),
  ]);
  const tagsOf = byIdea(tagRows);
  const pagesOf = byIdea(pages);
  const propertiesOf = byIdea(properties);
  const widgetsOf = byIdea(widgets);
  const commentsOf = byIdea(comments.map((row) => ({ ...row, ideaId: row.comment.ideaId })));
  const sharesOf = byIdea(shares.map((row) => ({ ...row, ideaId: row.share.ideaId })));
  const mainOf = new Map(mains.map((main) => [main.ideaId, main.content]));

  return owned.map((idea) => ({
    ...ideaFields(idea),
    isPinned: idea.isPinned,
    isCommunityShared: idea.isCommunityShared,
    createdAt: idea.createdAt.toISOString(),
    updatedAt: idea.updatedAt.toISOString(),
    tags: (tagsOf.get(idea.id) ?? []).map((tag) => tag.name).sort(),
    mainContent: mainOf.get(idea.id) ?? null,
    pages: (pagesOf.get(idea.id) ?? []).map(({ id, parentPageId, title, pageOrder, content }) => ({
      id,
      parentPageId,
      title,
      pageOrder,
      content,
    })),
    properties: (propertiesOf.get(idea.id) ?? []).map(({ label, type, options, value, position, currency }) => ({
      label,
      type,
      options,
      value,
      position,
      currency,
    })),
    widgets: (widgetsOf.get(idea.id) ?? []).map(({ type, data, position }) => ({ type, data, position })),
    comments: (commentsOf.get(idea.id) ?? []).map(({ comment, fullName, email }) => ({
      author: comment.userId ? getDisplayName({ name: fullName, email }) : DELETED_USER,
      mine: comment.userId === userId,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
    })),
    shares: (sharesOf.get(idea.id) ?? []).map(({ share, email }) => ({
      sharedWith: share.scope === 'public_link' ? null : email,
      scope: share.scope,
      accessType: share.accessType,
      message: share.message,
      sharedPages: share.sharedPages,
      hasPassword: share.passwordHash !== null,
      sharedAt: share.sharedAt.toISOString(),
      expiresAt: iso(share.expiresAt),
      revokedAt: iso(share.revokedAt),
    })),
  }));
}

/** Everything the user owns, as the export file says it (core/account/export-contracts.ts). */
export async function exportAccount(
  db: Db,
  sources: ExportSources,
  userId: string,
  now = new Date(),
): Promise<AccountExport> {
  const [[profile], preferences, ideasExport, documents, othersComments, ...toolParts] = await Promise.all([
    db
      .select({ fullName: profiles.fullName, email: profiles.email, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    sources.preferences(userId),
    exportIdeas(db, userId),
    db.select().from(toolDocuments).where(ownedBy(toolDocuments, userId)).orderBy(asc(toolDocuments.createdAt)),
    db
      .select({ ideaTitle: ideas.title, content: ideaComments.content, createdAt: ideaComments.createdAt })
      .from(ideaComments)
      .innerJoin(ideas, eq(ideas.id, ideaComments.ideaId))
      .where(ownedBy(ideaComments, userId, ne(ideas.userId, userId)))
      .orderBy(asc(ideaComments.createdAt)),
    ...sources.toolData.map((data) => data.exportPart(db, userId)),
  ]);
  return inFileOrder({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      fullName: profile?.fullName ?? null,
      email: profile?.email ?? '',
      avatarUrl: profile?.avatarUrl ?? null,
    },
    preferences,
    ideas: ideasExport,
    toolDocuments: documents.map(({ toolId, name, data, createdAt, updatedAt }) => ({
      toolId,
      name,
      data,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    commentsOnOthersIdeas: othersComments.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    ...mergeParts<Pick<AccountExport, ToolPartKey>>(toolParts),
  });
}

/** The file's parts in the contract's order, whichever module wrote them: the same data always exports the same text. */
const inFileOrder = (file: AccountExport) =>
  Object.fromEntries(
    Object.keys(accountExportSchema.shape).map((key) => [key, file[key as keyof AccountExport]]),
  ) as AccountExport;
