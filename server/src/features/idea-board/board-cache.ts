import { MAX_UNCHECKED_MS } from '../../ideas/board-changes';

/*
 * Pages of the board kept in memory, each with the snapshot it was read in (ADR 0039). A kept page is served only
 * when the database says, in the same statement that would read the page again, that nothing the board reads
 * has committed since that snapshot (the board_changes log its triggers write) and that no share of the viewer's
 * has expired since: exact on every request, across instances, with no extra round trip.
 */

/** A page as sent, with what tells whether it still holds. */
export type KeptPage = {
  body: string;
  /** pg_current_snapshot() of the statement that read the page (or last found it unchanged), as text. */
  snapshot: string;
  /** The first moment after that snapshot when a share to the viewer expires (Postgres's text), or null. */
  validUntil: string | null;
};

export type BoardCache = {
  get(key: string): KeptPage | undefined;
  set(key: string, page: KeptPage): void;
};

/** What the kept pages may take in all, in UTF-16 code units of their bodies (~64 MB). */
const MAX_SIZE = 32 * 1024 * 1024;

/** Kept pages, least recently used dropped first past MAX_SIZE, and any left unchecked for MAX_UNCHECKED_MS. */
export function createBoardCache({ maxSize = MAX_SIZE, clock = Date.now } = {}): BoardCache {
  const pages = new Map<string, KeptPage & { checkedAt: number }>();
  let size = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    size -= page.body.length;
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      drop(key);
      if (clock() - page.checkedAt > MAX_UNCHECKED_MS) return undefined;
      // Most recently used last.
      pages.set(key, page);
      size += page.body.length;
      return page;
    },
    set(key, page) {
      drop(key);
      if (page.body.length > maxSize) return;
      pages.set(key, { ...page, checkedAt: clock() });
      size += page.body.length;
      for (const oldest of pages.keys()) {
        if (size <= maxSize) break;
        drop(oldest);
      }
    },
  };
}
