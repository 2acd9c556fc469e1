import { localDayAndHour } from '@core/dates/local-time';
import { say } from '@core/i18n/say';
import { COMPETITION_ENTRIES } from '@core/tools/competition-hackathon-directory/competition-entries';
import type { CompetitionEntry } from '@core/tools/competition-hackathon-directory/competition-fields';
import {
  daysFromTo,
  deadlineDayProblem,
  type TrackDeadlineInput,
  type TrackedDeadlines,
  type TrackedDeadlineView,
} from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { competitionDeadlines } from './competition-hackathon-directory.tables';

const ENTRIES = new Map(COMPETITION_ENTRIES.map((entry) => [entry.slug, entry]));

/** The shipped entry a slug names, or undefined. */
export const shippedEntry = (slug: string): CompetitionEntry | undefined => ENTRIES.get(slug);

/** A slug the directory does not ship, refused as a 422 naming `path`. */
export function unknownEntry(path: string): AppError {
  const message = say({
    id: 'server.competitionDeadlines.unknownEntry',
    defaultMessage: 'Not an entry of the Competition & Hackathon Directory',
  });
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/** The shipped entry of a route's slug; any other is a 422 naming `entry`. */
function entryOf(slug: string): CompetitionEntry {
  const entry = shippedEntry(slug);
  if (entry) return entry;
  throw unknownEntry('entry');
}

type DeadlineRow = Pick<typeof competitionDeadlines.$inferSelect, 'entry' | 'deadlineOn' | 'note' | 'timeZone'>;

/** A row as the API gives it, with the entry's name and page, and the days left in its zone at `now`. */
function viewOf(row: DeadlineRow, now: Date): TrackedDeadlineView {
  const entry = ENTRIES.get(row.entry);
  return {
    entry: row.entry,
    name: entry?.name ?? row.entry,
    url: entry?.url ?? '',
    deadlineOn: row.deadlineOn,
    note: row.note,
    timeZone: row.timeZone,
    daysLeft: daysFromTo(localDayAndHour(row.timeZone, now).day, row.deadlineOn),
  };
}

const COLUMNS = {
  entry: competitionDeadlines.entry,
  deadlineOn: competitionDeadlines.deadlineOn,
  note: competitionDeadlines.note,
  timeZone: competitionDeadlines.timeZone,
};

/** The user's tracked deadlines, soonest first (then by entry). */
export async function listDeadlines(db: Db, userId: string, now: Date): Promise<TrackedDeadlines> {
  const rows = await db
    .select(COLUMNS)
    .from(competitionDeadlines)
    .where(ownedBy(competitionDeadlines, userId))
    .orderBy(asc(competitionDeadlines.deadlineOn), asc(competitionDeadlines.entry));
  return { deadlines: rows.map((row) => viewOf(row, now)) };
}

/**
 * Tracks the entry's deadline, or changes the one tracked (one per user and entry): a day before the founder's today
 * in their zone is refused, naming `deadlineOn`. A new day is reminded of afresh; a changed note alone is not.
 */
export async function trackDeadline(
  db: Db,
  userId: string,
  slug: string,
  { deadlineOn, note = '', timeZone }: TrackDeadlineInput,
  now: Date,
): Promise<TrackedDeadlineView> {
  entryOf(slug);
  const problem = deadlineDayProblem(deadlineOn, localDayAndHour(timeZone, now).day);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'deadlineOn', message: problem }]);
  const newDay = sql`${competitionDeadlines.deadlineOn} is distinct from excluded.deadline_on`;
  const [row] = await db
    .insert(competitionDeadlines)
    .values({ userId, entry: slug, deadlineOn, note, timeZone })
    .onConflictDoUpdate({
      target: [competitionDeadlines.userId, competitionDeadlines.entry],
      set: {
        deadlineOn,
        note,
        timeZone,
        earlyRemindedAt: sql`case when ${newDay} then null else ${competitionDeadlines.earlyRemindedAt} end`,
        dayRemindedAt: sql`case when ${newDay} then null else ${competitionDeadlines.dayRemindedAt} end`,
        updatedAt: new Date(),
      },
    })
    .returning(COLUMNS);
  return viewOf(row!, now);
}

/** Stops tracking the entry's deadline; none tracked is a 404. */
export async function stopTracking(db: Db, userId: string, slug: string): Promise<void> {
  entryOf(slug);
  const deleted = await db
    .delete(competitionDeadlines)
    .where(ownedBy(competitionDeadlines, userId, eq(competitionDeadlines.entry, slug)))
    .returning({ id: competitionDeadlines.id });
  if (deleted.length === 0)
    throw new AppError(
      'NOT_FOUND',
      say({ id: 'server.competitionDeadlines.notTracked', defaultMessage: 'No deadline is tracked for this entry' }),
    );
}
