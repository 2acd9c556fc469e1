import type { BoardPage } from '../ideas/idea-contracts';
import type { UserPreferences } from '../preferences/preferences-contracts';

/** The element of an app page that holds its first data (a JSON data block, never run as script). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** The board's page (Idea Garage): when it is asked for with no query, its first page comes with it. */
export const BOARD_PAGE_PATH = '/tool/idea-garage';

/** The board's first page as the page asks for it: 50 ideas, no filter (web: get-board.ts). */
export const FIRST_BOARD_QUERY = { limit: 50, priority: 'all' } as const;

/** Who is signed in, as the web app knows them. */
export type FirstDataUser = { id: string; name: string; email: string; image: string | null };

/**
 * What the web app would otherwise ask for before its first render, embedded in the page by the server (issue
 * 16): who is signed in (null: nobody), their preferences, and on the board's page its first page of ideas.
 * Absent when the server could not tell (the database is down): the app then asks, as before.
 */
export type FirstData = { user: FirstDataUser; preferences: UserPreferences; board?: BoardPage } | { user: null };
