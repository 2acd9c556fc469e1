import { isIsoDate } from '../dates/iso-date';
import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';

/** How long one entry of an activity log may be. */
export const ACTIVITY_TEXT_MAX = 2000;

export const ACTIVITY_KINDS = ['meeting', 'email', 'call', 'note'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const DATE_MESSAGE = say({ id: 'core.activity.invalidDate', defaultMessage: 'Enter a date' });

/** A calendar day, YYYY-MM-DD. */
export const activityDaySchema = z.string({ error: DATE_MESSAGE }).check(z.refine(isIsoDate, DATE_MESSAGE));

/** One thing that happened with a person (an investor, a contact): a meeting, a mail, a call or a note, on a day. */
export const activitySchema = z.object({
  id: trimmedText(64, { required: true }),
  kind: z.enum(
    ACTIVITY_KINDS,
    say({ id: 'core.activity.chooseKind', defaultMessage: 'Choose meeting, e-mail, call or note' }),
  ),
  on: activityDaySchema,
  text: trimmedText(ACTIVITY_TEXT_MAX, {
    required: say({ id: 'core.activity.textRequired', defaultMessage: 'Write what happened' }),
    tooLong: say(
      { id: 'core.activity.textTooLong', defaultMessage: 'At most {max} characters' },
      { max: ACTIVITY_TEXT_MAX },
    ),
  }),
});
export type Activity = z.infer<typeof activitySchema>;

/** The day of the latest activity, or null when there is none. */
export const lastActivityDay = (activities: readonly Pick<Activity, 'on'>[]): string | null =>
  activities.reduce<string | null>((latest, { on }) => (latest === null || on > latest ? on : latest), null);

/** Dated items (activities, journal entries) newest day first; on one day, the later added first. */
export const newestFirst = <Item extends { on: string }>(items: readonly Item[]): Item[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.on.localeCompare(a.item.on) || b.index - a.index)
    .map(({ item }) => item);
