import { isIsoWeek } from '../../dates/iso-week';
import { knownTimeZone } from '../../i18n/time-zone';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

export const MOTIVATION_LIMITS = {
  logName: 80,
  /** One log a user (ADR 0106): the reminder and the trends read one history. */
  logs: 1,
  /** Ten years of weekly check-ins. */
  checkIns: 530,
  note: 1000,
} as const;

/**
 * The five things a founder scores each week, in the radar's order (clockwise from the top). Every score is 1 to 5
 * with 5 the good end (ADR 0106): for stress, 5 is calm and 1 overwhelmed, so that a shape shrinking toward the centre
 * always means a harder week.
 */
export const SCORE_KEYS = ['energy', 'motivation', 'stress', 'sleep', 'focus'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

const SCORE_MESSAGE = say({ id: 'core.tools.motivationRadar.score', defaultMessage: 'Choose a score from 1 to 5' });
const scoreSchema = z
  .number({ error: SCORE_MESSAGE })
  .check(z.int(SCORE_MESSAGE), z.gte(SCORE_MIN, SCORE_MESSAGE), z.lte(SCORE_MAX, SCORE_MESSAGE));

const WEEK_MESSAGE = say({ id: 'core.tools.motivationRadar.week', defaultMessage: 'Choose a week' });

/** One week's check-in: its ISO week ('2026-W49'), the five scores and a note. */
export const checkInSchema = z.object({
  week: z.string({ error: WEEK_MESSAGE }).check(z.refine(isIsoWeek, WEEK_MESSAGE)),
  energy: scoreSchema,
  motivation: scoreSchema,
  stress: scoreSchema,
  sleep: scoreSchema,
  focus: scoreSchema,
  note: trimmedText(MOTIVATION_LIMITS.note, {
    tooLong: say(
      { id: 'core.tools.motivationRadar.noteTooLong', defaultMessage: 'At most {max} characters' },
      { max: MOTIVATION_LIMITS.note },
    ),
  }),
});

export type CheckIn = z.infer<typeof checkInSchema>;
export type Scores = Pick<CheckIn, ScoreKey>;

/** The reminder's day of the week, ISO-numbered (Monday 1 … Sunday 7), or null: no reminder. */
const REMINDER_MESSAGE = say({ id: 'core.tools.motivationRadar.reminderDay', defaultMessage: 'Choose a day' });
const reminderDaySchema = z.nullable(
  z
    .number({ error: REMINDER_MESSAGE })
    .check(z.int(REMINDER_MESSAGE), z.gte(1, REMINDER_MESSAGE), z.lte(7, REMINDER_MESSAGE)),
);

/** What the log holds: the founder's time zone (the reminder's day), the reminder's day, and one check-in a week. */
export const checkInLogDataSchema = z.object({
  timeZone: z
    .string()
    .check(
      z.refine(
        (value) => knownTimeZone(value) === value,
        say({ id: 'core.tools.motivationRadar.invalidTimeZone', defaultMessage: 'Choose a time zone' }),
      ),
    ),
  reminderDay: reminderDaySchema,
  checkIns: z.array(checkInSchema).check(
    z.maxLength(
      MOTIVATION_LIMITS.checkIns,
      say(
        { id: 'core.tools.motivationRadar.tooManyCheckIns', defaultMessage: 'At most {max} check-ins in a log' },
        { max: MOTIVATION_LIMITS.checkIns },
      ),
    ),
    z.refine(
      (checkIns) => new Set(checkIns.map((checkIn) => checkIn.week)).size === checkIns.length,
      say({ id: 'core.tools.motivationRadar.weekRepeated', defaultMessage: 'One check-in a week' }),
    ),
  ),
});

export type CheckInLogData = z.infer<typeof checkInLogDataSchema>;

/** The log with `checkIn` in place of its week's, or added: newest week first. */
export const withCheckIn = (checkIns: readonly CheckIn[], checkIn: CheckIn): CheckIn[] =>
  [...checkIns.filter((item) => item.week !== checkIn.week), checkIn].sort((a, b) => b.week.localeCompare(a.week));
