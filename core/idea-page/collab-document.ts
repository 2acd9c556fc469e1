import { MAIN_PAGE_ID } from '../ideas/access';

/**
 * Live co-editing of a page's rich content (ADR 0113): the address of the collaboration socket on the app's own port,
 * and the name of the Yjs document of one page — the Main Content ('main') or a sub-page (its id).
 */
export const COLLAB_PATH = '/api/collab';

/** The Yjs XML fragment TipTap's Collaboration extension edits (its default field). */
export const COLLAB_FIELD = 'default';

export type CollabPage = { ideaId: string; pageId: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DOCUMENT_NAME = new RegExp(`^idea/(${UUID})/page/(${UUID}|${MAIN_PAGE_ID})$`);

export const collabDocumentName = ({ ideaId, pageId }: CollabPage) => `idea/${ideaId}/page/${pageId}`;

/** The page a document name names; null for any other name (which names nothing). */
export function parseCollabDocumentName(name: string): CollabPage | null {
  const match = DOCUMENT_NAME.exec(name);
  return match ? { ideaId: match[1]!, pageId: match[2]! } : null;
}

/** What a public link's holder sends as the socket's token: the link's token and, for a protected link, its unlock key. */
export type CollabLinkToken = { link: string; key: string };

export const collabLinkToken = (link: CollabLinkToken) => JSON.stringify(link);

/** The link a token names; null for no token (a signed-in user's socket) or anything not shaped as one. */
export function parseCollabLinkToken(token: string): CollabLinkToken | null {
  try {
    const parsed: unknown = JSON.parse(token);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { link, key } = parsed as Record<string, unknown>;
    return typeof link === 'string' && typeof key === 'string' ? { link, key } : null;
  } catch {
    return null;
  }
}
