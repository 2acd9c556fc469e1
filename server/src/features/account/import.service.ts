import {
  tallyOf,
  type AccountImport,
  type ImportedIdea,
  type ImportedPreferences,
  type ImportedToolDocument,
  type ImportSummary,
} from '@core/account/import-contracts';
import { toolDocumentTexts } from '@core/tools/tool-document-contracts';
import { count, eq, inArray, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { lockUser, type Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import {
  ideaComments,
  ideaMainContents,
  ideaPages,
  ideaProperties,
  ideas,
  ideaWidgets,
  toolDocuments,
} from '../../db/schema';
import { addIdeaTags } from '../../ideas/idea-tags';
import { ideaFields } from '../../ideas/idea-view-query';
import { AppError } from '../../lib/errors';
import {
  mergeParts,
  type ToolData,
  type ToolImported,
  type ToolNotRestored,
  type ToolTallies,
} from '../../tool-module/tool-data';

/**
 * What other features do for an import (composed in app.ts): saving the file's preferences, and adding each tool's
 * part of the file (its module's adapter, ADR 0061), in the import's transaction.
 */
export type ImportTargets = {
  importPreferences: (tx: Tx, userId: string, preferences: ImportedPreferences) => Promise<void>;
  toolData: readonly ToolData[];
};

/** Rows per insert: well under Postgres's 65,535 parameters for the widest row. */
const CHUNK = 500;
async function insertAll<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An imported idea remembers the file's id as its creation key: the same file imported again finds it. */
const importKey = (idea: ImportedIdea) => `import:${idea.id}`;

/** The file's ideas this account does not have yet: neither imported before, nor its own ideas exported (same id). */
async function newIdeas(tx: Tx, userId: string, fileIdeas: ImportedIdea[]): Promise<ImportedIdea[]> {
  if (fileIdeas.length === 0) return [];
  const ownIds = fileIdeas.map((idea) => idea.id).filter((id) => UUID.test(id));
  const present = await tx
    .select({ id: ideas.id, creationKey: ideas.creationKey })
    .from(ideas)
    .where(
      ownedBy(
        ideas,
        userId,
        or(inArray(ideas.creationKey, fileIdeas.map(importKey)), ownIds.length ? inArray(ideas.id, ownIds) : undefined),
      ),
    );
  const known = new Set(present.flatMap((row) => [row.id, row.creationKey]));
  return fileIdeas.filter((idea) => !known.has(idea.id) && !known.has(importKey(idea)));
}

/** The idea's own row: the file's fields and moments, keyed by the file's id. */
const ideaRow = (userId: string, id: string, idea: ImportedIdea) => ({
  ...ideaFields({ ...idea, id }),
  userId,
  creationKey: importKey(idea),
  isPinned: idea.isPinned,
  isCommunityShared: idea.isCommunityShared,
  createdAt: new Date(idea.createdAt),
  updatedAt: new Date(idea.updatedAt),
});

/** Adds ideas whole (fields, tags, Main Content, pages with their tree, properties, widgets, the user's own comments). */
async function addIdeas(tx: Tx, userId: string, fileIdeas: ImportedIdea[]) {
  const added = fileIdeas.map((idea) => ({
    idea,
    ideaId: randomUUID(),
    pageIds: new Map(idea.pages.map((page) => [page.id, randomUUID()])),
  }));
  await insertAll(added, (chunk) =>
    tx.insert(ideas).values(chunk.map(({ ideaId, idea }) => ideaRow(userId, ideaId, idea))),
  );
  await addIdeaTags(
    tx,
    added.map(({ ideaId, idea }) => ({ ideaId, names: idea.tags })),
  );
  const each = <Row>(rowsOf: (entry: (typeof added)[number]) => Row[]) => added.flatMap(rowsOf);
  await insertAll(
    each(({ ideaId, idea }) => (idea.mainContent ? [{ ideaId, content: idea.mainContent }] : [])),
    (chunk) => tx.insert(ideaMainContents).values(chunk),
  );
  const pages = each(({ ideaId, idea, pageIds }) =>
    idea.pages.map(({ id, parentPageId, title, pageOrder, content }) => ({
      id: pageIds.get(id)!,
      ideaId,
      parentPageId: parentPageId === null ? null : pageIds.get(parentPageId)!,
      title,
      pageOrder,
      content,
    })),
  );
  // A page's parent goes in before it (a parent in a later chunk would not exist yet).
  await insertAll(parentsFirst(pages), (chunk) => tx.insert(ideaPages).values(chunk));
  await insertAll(
    each(({ ideaId, idea }) => idea.properties.map((property) => ({ ideaId, ...property }))),
    (chunk) => tx.insert(ideaProperties).values(chunk),
  );
  await insertAll(
    each(({ ideaId, idea }) => idea.widgets.map((widget) => ({ ideaId, ...widget }))),
    (chunk) => tx.insert(ideaWidgets).values(chunk),
  );
  const comments = each(({ ideaId, idea }) =>
    idea.comments
      .filter((comment) => comment.mine)
      .map(({ content, createdAt }) => ({ ideaId, userId, content, createdAt: new Date(createdAt) })),
  );
  await insertAll(comments, (chunk) => tx.insert(ideaComments).values(chunk));
}

/** Pages ordered so each comes after its parent (the contract has refused loops and unknown parents). */
function parentsFirst<Page extends { id: string; parentPageId: string | null }>(pages: Page[]): Page[] {
  const placed = new Set<string>();
  const ordered: Page[] = [];
  let waiting = pages;
  while (waiting.length > 0) {
    const ready = waiting.filter((page) => page.parentPageId === null || placed.has(page.parentPageId));
    for (const page of ready) placed.add(page.id);
    ordered.push(...ready);
    waiting = waiting.filter((page) => !placed.has(page.id));
  }
  return ordered;
}

/** Saved documents by tool and name (a name the user has already is that document); each tool's cap holds. */
async function addToolDocuments(tx: Tx, userId: string, documents: ImportedToolDocument[]): Promise<number> {
  let added = 0;
  for (const { kind, name, data, createdAt, updatedAt } of documents) {
    const inserted = await tx
      .insert(toolDocuments)
      .values({
        userId,
        toolId: kind.toolId,
        name,
        data,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      })
      .onConflictDoNothing()
      .returning({ id: toolDocuments.id });
    added += inserted.length;
  }
  for (const kind of new Set(documents.map((document) => document.kind))) {
    const [kept] = await tx
      .select({ total: count() })
      .from(toolDocuments)
      .where(ownedBy(toolDocuments, userId, eq(toolDocuments.toolId, kind.toolId)));
    if ((kept?.total ?? 0) > kind.maxPerUser)
      throw new AppError('VALIDATION_FAILED', toolDocumentTexts(kind).tooMany, [
        { path: 'toolDocuments', message: toolDocumentTexts(kind).tooMany },
      ]);
  }
  return added;
}

/**
 * Imports an export file (already read by the import contract) into the account, in one transaction: a file that
 * fails anywhere changes nothing. Idempotent: what the account already has from this file is not added again.
 */
export async function importAccount(
  db: Db,
  targets: ImportTargets,
  userId: string,
  file: AccountImport,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const hasPreferences = Object.keys(file.preferences).length > 0;
    if (hasPreferences) await targets.importPreferences(tx, userId, file.preferences);
    const fresh = await newIdeas(tx, userId, file.ideas);
    await addIdeas(tx, userId, fresh);
    const documentsAdded = await addToolDocuments(tx, userId, file.toolDocuments);
    const imported: ToolImported[] = [];
    for (const data of targets.toolData) imported.push(await data.importPart(tx, userId, file));
    return {
      ideas: tallyOf(fresh.length, file.ideas.length),
      toolDocuments: tallyOf(documentsAdded, file.toolDocuments.length),
      ...mergeParts<ToolTallies>(imported.map(({ notRestored: _, ...tallies }) => tallies)),
      preferences: hasPreferences,
      notRestored: {
        shares: file.ideas.reduce((total, idea) => total + idea.shares.length, 0),
        ...mergeParts<ToolNotRestored>(imported.map((part) => part.notRestored ?? {})),
        othersComments: file.ideas.reduce(
          (total, idea) => total + idea.comments.filter((comment) => !comment.mine).length,
          0,
        ),
      },
    };
  });
}
