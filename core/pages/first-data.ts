import type { UserPreferences } from '../preferences/preferences-contracts';

/** The element of an app page that holds its first data (a JSON data block, never run as script). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** Who is signed in, as the web app knows them. */
export type FirstDataUser = { id: string; name: string; email: string; image: string | null };

/**
 * What the web app would otherwise ask for before its first render, embedded in the page by the server (issue
 * 16): who is signed in (null: nobody) and their preferences. Absent when the server could not tell (the
 * database is down): the app then asks, as before.
 */
export type FirstData = { user: FirstDataUser; preferences: UserPreferences } | { user: null };
