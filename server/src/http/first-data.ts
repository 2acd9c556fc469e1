import {
  BOARD_PAGE_PATH,
  FIRST_DATA_ELEMENT_ID,
  ideaIdOfPagePath,
  toolPageOfPath,
  type FirstData,
  type FirstIdeaPage,
  type FirstQuery,
  type FirstToolDocuments,
} from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import type { UserPreferences } from '@core/preferences/preferences-contracts';
import { todayIn } from '@core/dates/iso-date';
import { findTool } from '@core/tools/tool-catalogue';
import type { SessionUser } from '../auth/session-reader';

/**
 * The first data of a page for whoever it is served to (null: a visitor), in the page's language, as JSON text (parts of it, like the
 * board, are JSON that Postgres wrote: they are put in as they are); undefined when it cannot be read (the
 * database is down).
 */
export type FirstDataReader = (
  session: SessionUser | null,
  url: URL,
  language: Language,
  /** The viewer's time zone: the day their page is drawn for. */
  timeZone: string,
) => Promise<string | undefined>;

type FirstDataSources = {
  preferencesOf: (userId: string) => Promise<UserPreferences>;
  /** The board's first page for a user, as JSON text (FIRST_BOARD_QUERY). */
  boardOf: (userId: string) => Promise<string>;
  /** An idea's page and its Main Content as the user may see them; throws when they may not (or it is not there). */
  ideaPageOf: (userId: string, ideaId: string) => Promise<FirstIdeaPage>;
  /**
   * A tool's saved documents of a user and the one the page opens (`documentId`, or else the one saved last);
   * undefined for a tool that keeps none (or no such tool).
   */
  toolDocumentsOf: (
    userId: string,
    toolId: string,
    documentId: string | null,
  ) => Promise<FirstToolDocuments | undefined>;
  /** The answers a tool's page is drawn with for a user (ADR 0101): none for a tool that has none. */
  toolQueriesOf: (userId: string, toolId: string, language: Language, timeZone: string) => Promise<FirstQuery[]>;
  /**
   * The answers a page of the app that is not a tool's is drawn with, by its path (asked for with no query): the
   * dashboard's documents saved last, the profile.
   */
  pageQueriesOf: Partial<Record<string, (user: SessionUser) => Promise<FirstQuery[]>>>;
};

/** An idea's page for the first data, or nothing: a refusal or a missing idea is for the app to ask and show. */
const ideaPageOrNothing = (read: Promise<FirstIdeaPage>) => read.catch(() => undefined);

/**
 * Reads a page's first data: who is signed in and their preferences; on the board's page and the page of a tool that
 * picks an idea the board's first page, on an idea's page that page and its Main Content, on a tool's page the tool's
 * saved documents and the one it opens, and the answers the tool's page is drawn with; on the dashboard and the
 * profile's page theirs.
 */
export function createFirstDataReader({
  preferencesOf,
  boardOf,
  ideaPageOf,
  toolDocumentsOf,
  toolQueriesOf,
  pageQueriesOf,
}: FirstDataSources): FirstDataReader {
  return async (session, url, language, timeZone) => {
    if (session === null) return JSON.stringify({ user: null } satisfies FirstData);
    try {
      const { id, name, email, image } = session;
      const ideaId = ideaIdOfPagePath(url);
      const toolPage = toolPageOfPath(url);
      // With a query (a shared link's ?share=) the board's page does something else first. A tool that picks one of
      // the ideas is drawn with them too (ADR 0136).
      const withBoard =
        (url.pathname === BOARD_PAGE_PATH && url.search === '') ||
        (toolPage !== null && findTool(toolPage.toolId)?.picksIdeas === true);
      const pageQueries = url.search === '' ? pageQueriesOf[url.pathname] : undefined;
      const [preferences, board, idea, toolDocuments, queries] = await Promise.all([
        preferencesOf(id),
        withBoard ? boardOf(id) : undefined,
        ideaId ? ideaPageOrNothing(ideaPageOf(id, ideaId)) : undefined,
        toolPage ? toolDocumentsOf(id, toolPage.toolId, toolPage.documentId) : undefined,
        toolPage ? toolQueriesOf(id, toolPage.toolId, language, timeZone) : (pageQueries?.(session) ?? []),
      ]);
      const known = JSON.stringify({
        user: { id, name, email, image },
        preferences,
        ...(idea ? { idea } : {}),
        ...(toolDocuments ? { toolDocuments } : {}),
        ...(queries.length > 0 ? { queries } : {}),
        today: todayIn(timeZone, new Date()),
      } satisfies FirstData);
      return board === undefined ? known : `${known.slice(0, -1)},"board":${board}}`;
    } catch {
      // Not knowing their data is no reason to fail the page: the app asks once it runs.
      return undefined;
    }
  };
}

/**
 * The first data as a JSON data block for the page's head. Every '<' is written as its JSON escape (in JSON, '<'
 * is only ever inside a string), so no text in it (a name like '</script><script>…') can end the element or
 * open a comment.
 */
export const firstDataElement = (json: string) =>
  `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
