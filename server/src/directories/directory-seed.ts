import { createHash } from 'node:crypto';
import { facetTagsOf, type DirectoryDefinition } from '@core/directories/directory-definition';
import type { ShippedEntry } from '@core/directories/shipped-entry';
import { searchWords } from '@core/search/search-words';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { directoryEntries } from '../db/schema/directory-entries';

type Row = typeof directoryEntries.$inferInsert;

/** Rows written by one statement of the seed. */
const ROWS_PER_STATEMENT = 1_000;

/** An entry's row: its facets as tags, its words for the search, and a hash of all it holds (the seed compares it). */
function rowOf<Fields>(definition: DirectoryDefinition<Fields>, entry: ShippedEntry<Fields>): Row {
  const content = {
    name: entry.name,
    url: entry.url,
    description: entry.description,
    fields: entry.fields as unknown,
    sources: [...entry.sources],
    verifiedOn: entry.verifiedOn,
    facets: facetTagsOf(definition, entry.fields),
    searchText: searchWords([entry.name, ...Object.values(entry.description)].join(' ')).join(' '),
  };
  const contentHash = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  return { directory: definition.id, slug: entry.slug, ...content, contentHash };
}

/** What a seed changed: entries added, changed ones updated, and shipped entries no longer shipped removed. */
export type SeedChanges = { added: number; updated: number; removed: number };

/**
 * Loads the entries the app ships into the database (ADR 0096), idempotent: a new entry is added, one whose content
 * changed is updated, one no longer shipped is removed, and nothing is written when nothing changed — so it runs at
 * every start, and two instances starting at once write the same rows. What users added (ADR 0100) is never touched.
 */
export async function seedDirectories(db: Db, definitions: readonly DirectoryDefinition[]): Promise<SeedChanges> {
  const changes: SeedChanges = { added: 0, updated: 0, removed: 0 };
  for (const definition of definitions) {
    const rows = definition.entries.map((entry) => rowOf(definition, entry));
    const stored = new Map(
      (
        await db
          .select({ slug: directoryEntries.slug, contentHash: directoryEntries.contentHash })
          .from(directoryEntries)
          .where(and(eq(directoryEntries.directory, definition.id), isNull(directoryEntries.suggestedBy)))
      ).map((row) => [row.slug, row.contentHash]),
    );
    const changed = rows.filter((row) => stored.get(row.slug) !== row.contentHash);
    // In batches: one statement takes at most 65,535 parameters (Postgres's protocol), 11 a row.
    for (let start = 0; start < changed.length; start += ROWS_PER_STATEMENT) {
      await db
        .insert(directoryEntries)
        .values(changed.slice(start, start + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [directoryEntries.directory, directoryEntries.slug],
          set: {
            name: sql`excluded.name`,
            url: sql`excluded.url`,
            description: sql`excluded.description`,
            fields: sql`excluded.fields`,
            sources: sql`excluded.sources`,
            verifiedOn: sql`excluded.verified_on`,
            facets: sql`excluded.facets`,
            searchText: sql`excluded.search_text`,
            contentHash: sql`excluded.content_hash`,
            updatedAt: sql`now()`,
          },
        });
    }
    const shipped = new Set(rows.map((row) => row.slug));
    const removed = [...stored.keys()].filter((slug) => !shipped.has(slug));
    for (let start = 0; start < removed.length; start += ROWS_PER_STATEMENT) {
      const slugs = removed.slice(start, start + ROWS_PER_STATEMENT);
      await db
        .delete(directoryEntries)
        .where(
          and(
            eq(directoryEntries.directory, definition.id),
            isNull(directoryEntries.suggestedBy),
            inArray(directoryEntries.slug, slugs),
          ),
        );
    }
    changes.added += changed.filter((row) => !stored.has(row.slug)).length;
    changes.updated += changed.filter((row) => stored.has(row.slug)).length;
    changes.removed += removed.length;
  }
  return changes;
}
