/** What a directory's search asks: its words, the facet tags chosen (`stage:seed`) and the page, from 1. */
export type DirectorySearchState = { q: string; facets: readonly string[]; page: number };

/** A directory's search with nothing asked: its first page, as the page opens at its plain address. */
export const NO_DIRECTORY_SEARCH: DirectorySearchState = { q: '', facets: [], page: 1 };

/**
 * The query key of a page of a directory's search, the same for the same search however it was typed: the web app
 * asks by it, and the server draws a directory's first page under it (ADR 0101).
 */
export const directorySearchKey = (directory: string, { q, facets, page }: DirectorySearchState) =>
  ['directories', directory, { q: q.trim(), facets: [...facets].sort(), page }] as const;
