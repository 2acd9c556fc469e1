import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { Language } from '@core/preferences/languages';
import { sql } from 'drizzle-orm';
import { directoryEntries, directoryEntryVotes } from '../db/schema/directory-entries';

/** How many votes of a kind an entry has, and whether the viewer gave one (correlated subqueries on the vote's key). */
const votes = (kind: 'confirmed' | 'outdated', viewerId: string) => ({
  count:
    sql<number>`(select count(*) from ${directoryEntryVotes} v where v.entry_id = ${directoryEntries.id} and v.kind = ${kind})`.mapWith(
      Number,
    ),
  mine: sql<boolean>`exists (select 1 from ${directoryEntryVotes} v where v.entry_id = ${directoryEntries.id} and v.kind = ${kind} and v.voter_id = ${viewerId})`,
});

/** The columns of an entry's row that say who added it and how readers voted on it, as the viewer sees them. */
export function entryVotes(viewerId: string) {
  const confirmed = votes('confirmed', viewerId);
  const outdated = votes('outdated', viewerId);
  return {
    status: directoryEntries.status,
    suggestedBy: directoryEntries.suggestedBy,
    confirmations: confirmed.count,
    confirmedByYou: confirmed.mine,
    reports: outdated.count,
    reportedByYou: outdated.mine,
    viewer: sql<string>`${viewerId}`,
  };
}

type EntryRow = Omit<DirectoryEntryView, 'description' | 'community' | 'outdated'> & {
  description: Record<Language, string>;
  status: string;
  suggestedBy: string | null;
  confirmations: number;
  confirmedByYou: boolean;
  reports: number;
  reportedByYou: boolean;
  viewer: string;
};

/** A row as the reader sees the entry: its description in their language, and what users added and said of it. */
export const entryView = (
  { description, status, suggestedBy, confirmations, confirmedByYou, reports, reportedByYou, viewer, ...row }: EntryRow,
  language: Language,
): DirectoryEntryView => ({
  ...row,
  description: description[language] || description.en,
  community:
    suggestedBy === null
      ? null
      : {
          status: status === 'published' ? 'published' : 'waiting',
          suggestedByYou: suggestedBy === viewer,
          confirmations,
          confirmedByYou,
        },
  outdated: { reports, reportedByYou },
});
