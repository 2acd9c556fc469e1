import { DIRECTORY_LIMITS, type DirectoryPage, type DirectorySearch } from '@core/directories/directory-contracts';
import type { DirectoryDefinition } from '@core/directories/directory-definition';
import { facetTag } from '@core/directories/directory-definition';
import type { Language } from '@core/preferences/languages';
import { say } from '@core/i18n/say';
import { searchWords } from '@core/search/search-words';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { directoryEntries } from '../db/schema/directory-entries';
import { entryColumns, withVotes } from './directory-entry-view';

/**
 * The facet tags given, each once, every one the directory's own: an unknown key or value is a 422 naming `path` (the
 * search's `facet`, a suggestion's `facets`), not an empty page.
 */
export function knownFacetTags(definition: DirectoryDefinition, facets: readonly string[], path: string): string[] {
  const known = new Set(definition.facets.flatMap((facet) => facet.values.map((value) => facetTag(facet.key, value))));
  const unknown = facets.find((tag) => !known.has(tag));
  if (unknown !== undefined) {
    const message = say(
      { id: 'server.directories.unknownFacet', defaultMessage: 'Unknown filter: {facet}' },
      { facet: unknown },
    );
    throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
  }
  return [...new Set(facets)];
}

/** The chosen facet tags grouped by key (an overlap within a key, every key required). */
function facetGroups(definition: DirectoryDefinition, facets: readonly string[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const tag of knownFacetTags(definition, facets, 'facet')) {
    const key = tag.slice(0, tag.indexOf(':'));
    byKey.set(key, [...(byKey.get(key) ?? []), tag]);
  }
  return [...byKey.values()];
}

/** A query's words as a prefix match of each ('dilut' finds 'dilution'), all of them required; null for no words. */
export function prefixQuery(query: string | undefined): string | null {
  const words = searchWords(query ?? '');
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * One page of a directory's entries (ADR 0096): those whose name or description (in any language) has words beginning
 * with every word of `q`, that have one of the chosen values of each facet key; best match first, else by name.
 */
export async function searchDirectory(
  db: Db,
  definition: DirectoryDefinition,
  { q, page = 1, facet = [] }: DirectorySearch,
  { language, viewerId }: { language: Language; viewerId: string },
): Promise<DirectoryPage> {
  const match = prefixQuery(q);
  const tsQuery = match === null ? null : sql`to_tsquery('simple', ${match})`;
  const conditions: SQL[] = [
    eq(directoryEntries.directory, definition.id),
    ...facetGroups(definition, facet).map((tags) => sql`${directoryEntries.facets} && ${sql.param(tags)}::text[]`),
    ...(tsQuery ? [sql`${directoryEntries.search} @@ ${tsQuery}`] : []),
    // A suggestion is in the results for its author at once, and for everyone once published (ADR 0100).
    or(eq(directoryEntries.status, 'published'), eq(directoryEntries.suggestedBy, viewerId))!,
  ];
  const rows = await db
    .select({ ...entryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(directoryEntries)
    .where(and(...conditions))
    .orderBy(
      ...(tsQuery ? [desc(sql`ts_rank(${directoryEntries.search}, ${tsQuery})`)] : []),
      asc(directoryEntries.name),
    )
    .limit(DIRECTORY_LIMITS.pageSize)
    .offset((page - 1) * DIRECTORY_LIMITS.pageSize);
  return {
    entries: await withVotes(
      db,
      rows.map(({ total: _total, ...row }) => row),
      { language, viewerId },
    ),
    total: rows[0]?.total ?? (page > 1 ? await countOf(db, conditions) : 0),
    page,
    pageSize: DIRECTORY_LIMITS.pageSize,
  };
}

/** How many entries match, for a page past the last (which has no row to carry the count). */
async function countOf(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(directoryEntries)
    .where(and(...conditions));
  return row?.total ?? 0;
}
