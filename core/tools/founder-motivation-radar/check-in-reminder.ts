import { isoWeekday, isoWeekOf } from '../../dates/iso-week';
import type { CheckInLogData } from './check-ins';

/**
 * The weekly reminder due on `day` (the founder's day, YYYY-MM-DD, once it is 08:00 there: the server's dayToRemind):
 * on the log's reminder day, when that week has no check-in yet. Its key is the week, so a week is reminded of once
 * (ADR 0106); null when none is due.
 */
export function checkInReminderDue(
  { reminderDay, checkIns }: Pick<CheckInLogData, 'reminderDay' | 'checkIns'>,
  day: string,
): { key: string; week: string } | null {
  if (reminderDay === null || isoWeekday(day) !== reminderDay) return null;
  const week = isoWeekOf(day);
  return checkIns.some((checkIn) => checkIn.week === week) ? null : { key: `check-in:${week}`, week };
}
