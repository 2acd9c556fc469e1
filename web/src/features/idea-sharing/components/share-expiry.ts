import { isIsoDate, isoDateParts } from '@core/dates/iso-date';
import { defineMessages } from 'react-intl';

/** A share's expiry (§9), as the dialog holds it: a day and a time in the viewer's time zone, both '' for none. */
export type ShareExpiry = {
  /** The date field's value: the ISO day, or the text typed while it is no day. */
  day: string;
  /** The time field's value, 'HH:MM' (24 hours, whatever clock the browser shows), '' while there is none. */
  time: string;
};

export const NO_EXPIRY: ShareExpiry = { day: '', time: '' };

/** When a day picked without a time expires: at its end, so a link 'until 15 Jan' still opens on the 15th. */
export const END_OF_DAY = '23:59';

const messages = defineMessages({
  oneWeek: { id: 'ideaSharing.expiry.oneWeek', defaultMessage: '1 Week' },
  oneMonth: { id: 'ideaSharing.expiry.oneMonth', defaultMessage: '1 Month' },
  threeMonths: { id: 'ideaSharing.expiry.threeMonths', defaultMessage: '3 Months' },
});

export const QUICK_EXPIRIES = [
  { label: messages.oneWeek, days: 7 },
  { label: messages.oneMonth, days: 30 },
  { label: messages.threeMonths, days: 90 },
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment's day (ISO) and time ('HH:MM', to the minute) in the viewer's time zone. */
export const expiryAt = (moment: Date): ShareExpiry => ({
  day: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
  time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
});

/** The quick picks (§9): 7, 30 or 90 days from now. */
export const expiryInDays = (days: number, now: Date): ShareExpiry =>
  expiryAt(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));

const TIME = /^(\d{2}):(\d{2})$/;

/** The moment the expiry names, in the viewer's time zone; null for none, or while its day or time is missing. */
export function expiryMoment({ day, time }: ShareExpiry): Date | null {
  const clock = TIME.exec(time);
  if (!isIsoDate(day) || !clock) return null;
  const [year, month, date] = isoDateParts(day);
  return new Date(year, month - 1, date, Number(clock[1]), Number(clock[2]));
}

/**
 * Why the expiry cannot be sent as it is: its day is typed but is no day (the date field says why once left), its
 * time was cleared, or the moment is not after `now`. Null when it can: a moment to come, or no expiry (no day).
 */
export function expiryProblem(expiry: ShareExpiry, now: Date): 'unreadable' | 'noTime' | 'past' | null {
  if (expiry.day.trim() === '') return null;
  if (!isIsoDate(expiry.day)) return 'unreadable';
  const moment = expiryMoment(expiry);
  if (moment === null) return 'noTime';
  return moment.getTime() > now.getTime() ? null : 'past';
}
