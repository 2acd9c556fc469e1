import {
  RECENT_DOCUMENTS_SHOWN,
  type RecentToolDocument,
  type ToolDocumentInput,
  type ToolDocumentKind,
  type ToolDocumentSave,
  type ToolDocumentSummary,
  type ToolDocumentView,
} from '@core/tools/tool-document-contracts';
import { toolDocumentTexts } from '@core/tools/tool-document-contracts';
import { findToolDocuments, TOOLS_WITH_DOCUMENTS } from '@core/tools/tool-documents';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { toolDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';

type Row = typeof toolDocuments.$inferSelect;

/** Who asks about which tool's documents: only the owner's own documents of that tool are ever found. */
export type DocumentOwner = { db: Db; kind: ToolDocumentKind; userId: string };

export const notFound = (kind: ToolDocumentKind) => new AppError('NOT_FOUND', toolDocumentTexts(kind).notFound);

const toView = (row: Row): ToolDocumentView<unknown> => ({
  id: row.id,
  name: row.name,
  data: row.data,
  version: row.version,
  isShared: row.shareTokenHash !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The owner's document `id` of the kind's tool, as a where clause. */
export const ownDocument = ({ kind, userId }: DocumentOwner, id: string) =>
  ownedBy(toolDocuments, userId, eq(toolDocuments.id, id), eq(toolDocuments.toolId, kind.toolId));

const ownTool = ({ kind, userId }: DocumentOwner) =>
  ownedBy(toolDocuments, userId, eq(toolDocuments.toolId, kind.toolId));

const NAME_INDEX = 'tool_documents_user_tool_name_idx';

/** The unique index on (user, tool, lower(name)) refusing a second document of the same name. */
const isNameTaken = (error: unknown) =>
  (error as { cause?: { constraint?: string } }).cause?.constraint === NAME_INDEX ||
  (error as { constraint?: string }).constraint === NAME_INDEX;

async function orNameTaken<T>(kind: ToolDocumentKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isNameTaken(error)) throw error;
    const message = toolDocumentTexts(kind).nameTaken(name);
    throw new AppError('CONFLICT', message, [{ path: 'name', message }]);
  }
}

/** The owner's documents of the tool, the most recently saved first. */
export async function listDocuments(owner: DocumentOwner): Promise<ToolDocumentSummary[]> {
  const rows = await owner.db.select().from(toolDocuments).where(ownTool(owner)).orderBy(desc(toolDocuments.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    summary: owner.kind.summarize(row.data),
    version: row.version,
    isShared: row.shareTokenHash !== null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The user's documents saved last, in any tool that keeps documents, the most recent first. */
export async function listRecentDocuments(db: Db, userId: string): Promise<RecentToolDocument[]> {
  const rows = await db
    .select({
      toolId: toolDocuments.toolId,
      id: toolDocuments.id,
      name: toolDocuments.name,
      updatedAt: toolDocuments.updatedAt,
    })
    .from(toolDocuments)
    .where(ownedBy(toolDocuments, userId, inArray(toolDocuments.toolId, [...TOOLS_WITH_DOCUMENTS])))
    .orderBy(desc(toolDocuments.updatedAt))
    .limit(RECENT_DOCUMENTS_SHOWN);
  return rows.flatMap(({ toolId, id, name, updatedAt }) => {
    const kind = findToolDocuments(toolId);
    return kind ? [{ toolId: kind.toolId, id, name, updatedAt: updatedAt.toISOString() }] : [];
  });
}

export async function getDocument(owner: DocumentOwner, id: string): Promise<ToolDocumentView<unknown>> {
  if (!isUuid(id)) throw notFound(owner.kind);
  const [row] = await owner.db.select().from(toolDocuments).where(ownDocument(owner, id));
  if (!row) throw notFound(owner.kind);
  return toView(row);
}

/**
 * Saves a new document, version 1; at most kind.maxPerUser per user and tool (a user's saves take turns, their
 * row locked, so two at once cannot pass the limit), names unique per user and tool (ignoring case).
 */
export async function createDocument(
  owner: DocumentOwner,
  input: ToolDocumentInput<unknown>,
): Promise<ToolDocumentView<unknown>> {
  const { db, kind, userId } = owner;
  const row = await orNameTaken(kind, input.name, () =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [saved] = await tx.select({ value: count() }).from(toolDocuments).where(ownTool(owner));
      if ((saved?.value ?? 0) >= kind.maxPerUser)
        throw new AppError('VALIDATION_FAILED', toolDocumentTexts(kind).tooMany);
      return (
        await tx
          .insert(toolDocuments)
          .values({ userId, toolId: kind.toolId, name: input.name, data: input.data })
          .returning()
      )[0]!;
    }),
  );
  return toView(row);
}

/**
 * Replaces a document's name and data if it is still at the version they were made from, and counts one
 * version up; a save from an older version is a 409 (another tab or device saved in between).
 */
export async function saveDocument(
  owner: DocumentOwner,
  id: string,
  input: ToolDocumentSave<unknown>,
): Promise<ToolDocumentView<unknown>> {
  if (!isUuid(id)) throw notFound(owner.kind);
  const { db, kind } = owner;
  const [row] = await orNameTaken(kind, input.name, () =>
    db
      .update(toolDocuments)
      .set({ name: input.name, data: input.data, version: input.version + 1 })
      .where(and(ownDocument(owner, id), eq(toolDocuments.version, input.version)))
      .returning(),
  );
  if (row) return toView(row);
  await getDocument(owner, id);
  throw new AppError('CONFLICT', toolDocumentTexts(kind).changedElsewhere);
}

export async function deleteDocument(owner: DocumentOwner, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(owner.kind);
  const deleted = await owner.db
    .delete(toolDocuments)
    .where(ownDocument(owner, id))
    .returning({ id: toolDocuments.id });
  if (deleted.length === 0) throw notFound(owner.kind);
}
