import { isIsoDate } from '../../dates/iso-date';
import { knownTimeZone } from '../../i18n/time-zone';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/*
 * 'Track deadline' (ADR 0099): a founder dates the edition of a shipped competition they apply to — its day, a note
 * of their own, and their time zone (the day of the reminders) — and is reminded a week before and on the day.
 */

export const TRACKED_DEADLINE_LIMITS = { note: 200 } as const;

/** Days before the deadline of the first reminder; the second comes on the day itself. */
export const EARLY_REMINDER_DAYS = 7;

const DAY_MESSAGE = say({
  id: 'core.tools.competitionDeadlines.invalidDay',
  defaultMessage: 'Enter the deadline’s day',
});

/** Why a deadline's day cannot be tracked on `today` (the founder's day), or null when it can: today or later. */
export function deadlineDayProblem(deadlineOn: string, today: string): string | null {
  if (!isIsoDate(deadlineOn)) return DAY_MESSAGE;
  return deadlineOn < today
    ? say({
        id: 'core.tools.competitionDeadlines.pastDay',
        defaultMessage: 'This day has passed: enter the deadline of an edition still open (today or later)',
      })
    : null;
}

/** The body of PUT /api/competition-hackathon-directory/deadlines/{entry}: the day, an optional note, the founder's zone. */
export const trackDeadlineInputSchema = z.strictObject({
  deadlineOn: z.string({ error: DAY_MESSAGE }).check(z.refine(isIsoDate, DAY_MESSAGE)),
  note: z._default(
    trimmedText(TRACKED_DEADLINE_LIMITS.note, {
      tooLong: say(
        {
          id: 'core.tools.competitionDeadlines.noteTooLong',
          defaultMessage: 'A note must be at most {max} characters',
        },
        { max: TRACKED_DEADLINE_LIMITS.note },
      ),
    }),
    '',
  ),
  timeZone: z
    .string()
    .check(
      z.refine(
        (value) => knownTimeZone(value) === value,
        say({ id: 'core.tools.competitionDeadlines.invalidTimeZone', defaultMessage: 'Choose a time zone' }),
      ),
    ),
});
export type TrackDeadlineInput = z.input<typeof trackDeadlineInputSchema>;

/** A tracked deadline as the API gives it: its entry (slug, name, own page), the day, the note, days left from today. */
export type TrackedDeadlineView = {
  entry: string;
  name: string;
  url: string;
  deadlineOn: string;
  note: string;
  timeZone: string;
  /** From the founder's today (in `timeZone`) to the deadline: 0 on the day, negative once it has passed. */
  daysLeft: number;
};

/** GET …/deadlines: the user's tracked deadlines, soonest first. */
export type TrackedDeadlines = { deadlines: TrackedDeadlineView[] };

/** The query key of a user's tracked deadlines (their list, soonest first): asked by it, and drawn with it (ADR 0101). */
export const TRACKED_DEADLINES_KEY = ['competition-hackathon-directory', 'deadlines'] as const;

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export const daysFromTo = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Which reminder of a deadline is due on the founder's `today`: 'early' from 7 days before, 'day' on the day. */
export function reminderDue(deadlineOn: string, today: string): 'early' | 'day' | null {
  const left = daysFromTo(today, deadlineOn);
  if (left === 0) return 'day';
  return left > 0 && left <= EARLY_REMINDER_DAYS ? 'early' : null;
}
