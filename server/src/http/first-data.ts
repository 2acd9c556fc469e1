import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@core/pages/first-data';
import type { UserPreferences } from '@core/preferences/preferences-contracts';
import type { SessionReader } from '../auth/session-reader';

/** The first data of a page for the request's cookies; undefined when it cannot be read (the database is down). */
export type FirstDataReader = (headers: Headers) => Promise<FirstData | undefined>;

/** Reads the first data with the session reader and the preferences feature's `preferencesOf`. */
export function createFirstDataReader(readSession: SessionReader, preferencesOf: (userId: string) => Promise<UserPreferences>): FirstDataReader {
  return async (headers) => {
    try {
      const session = await readSession(headers);
      if (session === null) return { user: null };
      const { id, name, email, image } = session;
      return { user: { id, name, email, image }, preferences: await preferencesOf(id) };
    } catch {
      // Not knowing is not being signed out: the app asks once it runs.
      return undefined;
    }
  };
}

/**
 * The first data as a JSON data block for the page's head. Every '<' is written as its JSON escape, so no text
 * in it (a name like '</script><script>…') can end the element or open a comment.
 */
export const firstDataElement = (data: FirstData) =>
  `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
