import { say } from '@core/i18n/say';
import type { SharedToolDocument, ToolDocumentKind, ToolDocumentLink } from '@core/tools/tool-document-contracts';
import { getPublicName } from '@core/user/display-name';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, toolDocuments, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { hashLinkToken, isLinkTokenShaped, newLinkToken } from '../../lib/link-tokens';
import { notFound, ownDocument, type DocumentOwner } from './tool-documents.service';

/** Sets (a token's hash) or clears (null) the document's link; its version and saved time stay. */
async function setLink(owner: DocumentOwner, id: string, shareTokenHash: string | null): Promise<void> {
  if (!isUuid(id)) throw notFound(owner.kind);
  const updated = await owner.db
    .update(toolDocuments)
    .set({ shareTokenHash, updatedAt: toolDocuments.updatedAt })
    .where(ownDocument(owner, id))
    .returning({ id: toolDocuments.id });
  if (updated.length === 0) throw notFound(owner.kind);
}

/**
 * A new read-only link to the document; any earlier link stops working. The token is only in the answer. A private
 * kind's documents (a journal) are never shared: a 403.
 */
export async function createDocumentLink(owner: DocumentOwner, id: string): Promise<ToolDocumentLink> {
  if (owner.kind.isPrivate)
    throw new AppError(
      'FORBIDDEN',
      say({ id: 'server.toolDocuments.private', defaultMessage: 'This is private: it cannot be shared by a link.' }),
    );
  const token = newLinkToken();
  await setLink(owner, id, hashLinkToken(token));
  return { token };
}

/** Stops the document's link. */
export const stopDocumentLink = (owner: DocumentOwner, id: string) => setLink(owner, id, null);

/**
 * A document as its link shows it, to anyone holding the link; an unknown or stopped link, or one to another
 * tool's document, is a 404.
 */
export async function readSharedDocument(
  db: Db,
  kind: ToolDocumentKind,
  token: string,
): Promise<SharedToolDocument<unknown>> {
  const invalid = new AppError(
    'NOT_FOUND',
    say({ id: 'server.links.invalidOrExpired', defaultMessage: 'Invalid or expired link' }),
  );
  if (!isLinkTokenShaped(token)) throw invalid;
  const [row] = await db
    .select({ document: toolDocuments, fullName: profiles.fullName, accountName: user.name })
    .from(toolDocuments)
    .innerJoin(user, eq(user.id, toolDocuments.userId))
    .leftJoin(profiles, eq(profiles.id, toolDocuments.userId))
    .where(and(eq(toolDocuments.shareTokenHash, hashLinkToken(token)), eq(toolDocuments.toolId, kind.toolId)));
  if (!row) throw invalid;
  const { name, data, updatedAt } = row.document;
  return {
    name,
    data,
    sharedBy: getPublicName({ fullName: row.fullName, accountName: row.accountName }),
    updatedAt: updatedAt.toISOString(),
  };
}
