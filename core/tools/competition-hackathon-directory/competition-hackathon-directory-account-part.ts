import { when } from '../../account/export-fields';
import { flagRepeats, instant, listOf } from '../../account/import-fields';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import { trackDeadlineInputSchema } from './tracked-deadlines';

/*
 * The Competition & Hackathon Directory's part of the account file, `competitionDeadlines` (ADR 0099): the deadlines
 * the user tracks, each by its entry's slug, with its day, note and time zone; not which reminders went out (the
 * job's own bookkeeping). The import reads each as 'Track deadline' reads it, a day already past included (it is the
 * owner's record); the server checks the entry is one the directory ships.
 */

/** At most one tracked deadline per entry: the list is never longer than the directory, nor than this. */
export const TRACKED_DEADLINES_MAX = 500;

/** The tracked deadlines as the export writes them, soonest first. */
export const competitionDeadlinesExportSchema = z.array(
  z.object({
    entry: z.string(),
    deadlineOn: z.string(),
    note: z.string(),
    timeZone: z.string(),
    createdAt: when,
  }),
);
export type CompetitionDeadlinesExport = z.infer<typeof competitionDeadlinesExportSchema>;

const ENTRY_MESSAGE = say({
  id: 'core.account.unknownCompetitionEntry',
  defaultMessage: 'Not an entry of the Competition & Hackathon Directory',
});

const importedDeadline = z.object({
  entry: z
    .string({ error: ENTRY_MESSAGE })
    .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, ENTRY_MESSAGE), z.maxLength(100, ENTRY_MESSAGE)),
  ...trackDeadlineInputSchema.shape,
  createdAt: z.optional(instant),
});
export type ImportedCompetitionDeadline = z.output<typeof importedDeadline>;

/** The tracked deadlines of the file, one per entry; an older file has none (nothing changes). */
export const importedCompetitionDeadlinesSchema = listOf(
  importedDeadline,
  TRACKED_DEADLINES_MAX,
  say(
    { id: 'core.account.tooManyCompetitionDeadlines', defaultMessage: 'At most {max} tracked deadlines' },
    { max: TRACKED_DEADLINES_MAX },
  ),
).check(
  z.superRefine((deadlines, context) =>
    flagRepeats(
      deadlines,
      (deadline) => deadline.entry,
      say({
        id: 'core.account.competitionDeadlineRepeated',
        defaultMessage: 'Two tracked deadlines are for this entry',
      }),
      (index) => [index, 'entry'],
      context,
    ),
  ),
);
export type ImportedCompetitionDeadlines = z.output<typeof importedCompetitionDeadlinesSchema>;
