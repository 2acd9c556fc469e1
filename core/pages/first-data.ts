import type { IdeaPageView, PageContent } from '../idea-page/page-contracts';
import type { BoardPage } from '../ideas/idea-contracts';
import type { UserPreferences } from '../preferences/preferences-contracts';
import type { ToolDocumentSummary, ToolDocumentView } from '../tools/tool-document-contracts';

/** The element of an app page that holds its first data (a JSON data block, never run as script). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** The board's page (Idea Garage): when it is asked for with no query, its first page comes with it. */
export const BOARD_PAGE_PATH = '/tool/idea-garage';

/** The dashboard: with no query, the documents saved last ('Continue where you left off') come with it. */
export const DASHBOARD_PAGE_PATH = '/dashboard';

/** The query key the web app asks for the documents saved last by (web: features/tools/api/recent-documents.ts). */
export const RECENT_DOCUMENTS_KEY = ['tool-documents', 'recent'] as const;

/** The profile's page: with no query, the profile (its name, its AI provider) comes with it. */
export const PROFILE_PAGE_PATH = '/profile';

/** The query key the web app asks for the profile by (web: lib/profile-query.ts). */
export const PROFILE_KEY = ['profile'] as const;

/** The board's first page as the page asks for it: 50 ideas, no filter (web: get-board.ts). */
export const FIRST_BOARD_QUERY = { limit: 50, priority: 'all' } as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** An idea's page (/tool/idea-garage/idea/{id}): its id, when the path is one, with no query. */
export function ideaIdOfPagePath(url: URL): string | null {
  if (url.search !== '') return null;
  return new RegExp(`^/tool/idea-garage/idea/(${UUID})$`).exec(url.pathname)?.[1] ?? null;
}

/**
 * A tool's page (/tool/{id}): its tool id and the saved document its address names (?doc={id}, null for none), when
 * the path is one and the query is nothing else (a shared document's ?share= opens something else).
 */
export function toolPageOfPath(url: URL): { toolId: string; documentId: string | null } | null {
  const toolId = /^\/tool\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
  if (!toolId) return null;
  if (url.search === '') return { toolId, documentId: null };
  const query = [...url.searchParams];
  const [name, documentId] = query[0] ?? [];
  return query.length === 1 && name === 'doc' && new RegExp(`^${UUID}$`).test(documentId ?? '')
    ? { toolId, documentId: documentId! }
    : null;
}

/**
 * A tool's saved documents, as GET /api/tools/{toolId}/documents answers them, and the one the page opens (the one
 * its address names, or else the one saved last) as GET …/documents/{id} answers it: the server draws it.
 */
export type FirstToolDocuments = {
  toolId: string;
  documents: ToolDocumentSummary[];
  open?: ToolDocumentView<unknown>;
};

/**
 * An idea's page and the content of its Main Content, as GET …/page and GET …/pages/main/content answer them (no
 * content for a grant of other pages only).
 */
export type FirstIdeaPage = { page: IdeaPageView; content?: PageContent };

/**
 * An answer a tool's page is drawn with, under the query key the web app asks for it by (ADR 0101): a tool's own data
 * (a directory's first page of results, the deadlines a user tracks), so the page's first paint shows it.
 */
export type FirstQuery = { key: readonly unknown[]; data: unknown };

/** Who is signed in, as the web app knows them. */
export type FirstDataUser = { id: string; name: string; email: string; image: string | null };

/**
 * What the web app would otherwise ask for before its first render, embedded in the page by the server (issue
 * 16): who is signed in (null: nobody), their preferences, on the board's page and on the page of a tool that picks
 * an idea the board's first page of ideas, on an idea's page that page and its Main Content (when they may see it),
 * on the page of a tool that keeps documents the list of them and the document the page opens, on a tool's page the
 * answers it is drawn with, and on the dashboard and the profile's page theirs (the documents saved last, the
 * profile), so that nothing moves once they come.
 * Absent when the server could not tell (the database is down): the app then asks, as before.
 */
export type FirstData =
  | {
      user: FirstDataUser;
      preferences: UserPreferences;
      board?: BoardPage;
      idea?: FirstIdeaPage;
      toolDocuments?: FirstToolDocuments;
      queries?: FirstQuery[];
      /**
       * The day the page is drawn for (YYYY-MM-DD) in its time zone: the first render's today in the browser too, so
       * that a tool counting from today draws the server's page at once (useToday).
       */
      today?: string;
    }
  | { user: null };

/** The day a page was drawn for (FirstData's `today`), where the server said. */
export const pageDayOf = (data: FirstData | undefined): string | undefined => (data?.user ? data.today : undefined);
