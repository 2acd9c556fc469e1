import { tallyOf, type Tally } from '@core/account/import-contracts';
import type {
  CompetitionDeadlinesExport,
  ImportedCompetitionDeadlines,
} from '@core/tools/competition-hackathon-directory/competition-hackathon-directory-account-part';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { defineToolData } from '../../tool-module/tool-data';
import { shippedEntry, unknownEntry } from './competition-deadlines.service';
import { competitionDeadlines } from './competition-hackathon-directory.tables';

/**
 * The Competition & Hackathon Directory in the account file (ADR 0099): the tracked deadlines, soonest first, by
 * entry slug — the tool's adapter, `competitionDeadlinesData`.
 */
export async function exportCompetitionDeadlines(db: Db, userId: string): Promise<CompetitionDeadlinesExport> {
  const rows = await db
    .select()
    .from(competitionDeadlines)
    .where(ownedBy(competitionDeadlines, userId))
    .orderBy(asc(competitionDeadlines.deadlineOn), asc(competitionDeadlines.entry));
  return rows.map(({ entry, deadlineOn, note, timeZone, createdAt }) => ({
    entry,
    deadlineOn,
    note,
    timeZone,
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Adds the file's deadlines for entries the account tracks none of (one it tracks keeps its own day); an entry the
 * directory does not ship refuses the file, naming it, and nothing stays (the import's transaction).
 */
export async function importCompetitionDeadlines(
  tx: Tx,
  userId: string,
  deadlines: ImportedCompetitionDeadlines,
): Promise<{ competitionDeadlines: Tally }> {
  const unknown = deadlines.findIndex(({ entry }) => !shippedEntry(entry));
  if (unknown >= 0) throw unknownEntry(`competitionDeadlines.${unknown}.entry`);
  const added = deadlines.length
    ? await tx
        .insert(competitionDeadlines)
        .values(
          deadlines.map(({ createdAt, ...deadline }) => ({
            userId,
            ...deadline,
            ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: competitionDeadlines.id })
    : [];
  return { competitionDeadlines: tallyOf(added.length, deadlines.length) };
}

/** The directory's part of the account file, `competitionDeadlines`. */
export const competitionDeadlinesData = defineToolData({
  part: 'competitionDeadlines',
  tables: [competitionDeadlines],
  export: exportCompetitionDeadlines,
  import: importCompetitionDeadlines,
});
