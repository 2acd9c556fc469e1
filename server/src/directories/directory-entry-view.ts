import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { Language } from '@core/preferences/languages';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { directoryEntries, directoryEntryVotes } from '../db/schema/directory-entries';

/** The columns of an entry the reader sees, with its id and who added it (the votes are read apart: `withVotes`). */
export const entryColumns = {
  id: directoryEntries.id,
  slug: directoryEntries.slug,
  name: directoryEntries.name,
  url: directoryEntries.url,
  description: directoryEntries.description,
  fields: directoryEntries.fields,
  sources: directoryEntries.sources,
  verifiedOn: directoryEntries.verifiedOn,
  status: directoryEntries.status,
  suggestedBy: directoryEntries.suggestedBy,
};

type EntryRow = Omit<DirectoryEntryView, 'description' | 'community' | 'outdated'> & {
  id: string;
  description: Record<Language, string>;
  status: string;
  suggestedBy: string | null;
};

type Votes = { confirmations: number; confirmedByYou: boolean; reports: number; reportedByYou: boolean };
const NO_VOTES: Votes = { confirmations: 0, confirmedByYou: false, reports: 0, reportedByYou: false };

/**
 * The entries as the reader sees them: their descriptions in the reader's language, and who added them and how readers
 * voted — read in one grouped query for just these entries (a page of 20), not per row of the search.
 */
export async function withVotes(
  db: Db,
  rows: readonly EntryRow[],
  { language, viewerId }: { language: Language; viewerId: string },
): Promise<DirectoryEntryView[]> {
  const ids = rows.map((row) => row.id);
  const counted =
    ids.length === 0
      ? []
      : await db
          .select({
            entryId: directoryEntryVotes.entryId,
            kind: directoryEntryVotes.kind,
            count: sql<number>`count(*)`.mapWith(Number),
            mine: sql<boolean>`bool_or(${directoryEntryVotes.voterId} = ${viewerId})`,
          })
          .from(directoryEntryVotes)
          .where(inArray(directoryEntryVotes.entryId, ids))
          .groupBy(directoryEntryVotes.entryId, directoryEntryVotes.kind);
  const votes = new Map<string, Votes>();
  for (const { entryId, kind, count, mine } of counted) {
    const known = votes.get(entryId) ?? { ...NO_VOTES };
    if (kind === 'confirmed') Object.assign(known, { confirmations: count, confirmedByYou: mine });
    else Object.assign(known, { reports: count, reportedByYou: mine });
    votes.set(entryId, known);
  }
  return rows.map(({ id, description, status, suggestedBy, ...row }) => {
    const { confirmations, confirmedByYou, reports, reportedByYou } = votes.get(id) ?? NO_VOTES;
    return {
      ...row,
      description: description[language] || description.en,
      community:
        suggestedBy === null
          ? null
          : {
              status: status === 'published' ? 'published' : 'waiting',
              suggestedByYou: suggestedBy === viewerId,
              confirmations,
              confirmedByYou,
            },
      outdated: { reports, reportedByYou },
    };
  });
}
