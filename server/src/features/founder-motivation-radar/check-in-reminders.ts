import { checkInLogDocuments } from '@core/tools/founder-motivation-radar/check-in-logs';
import { checkInReminderDue } from '@core/tools/founder-motivation-radar/check-in-reminder';
import type { Db } from '../../db/client';
import { dayToRemind, REMINDER_SCHEDULE, sendDocumentReminders } from '../../jobs/document-reminders';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { checkInReminderKind } from './mail/check-in-reminder-kind';

/**
 * Reminds each founder who chose a reminder day of the week's check-in (ADR 0106): on that day in the log's time zone
 * from 08:00, while the week has no check-in, one inbox line and one mail (E-mail notifications respected). Claimed
 * once a week (ADR 0097's claims): a check-in made, or the day passed, and nothing more is sent that week.
 */
export const sendCheckInReminders = (db: Db, notifier: Notifier, now: Date): Promise<number> =>
  sendDocumentReminders(
    db,
    checkInLogDocuments,
    (log) => {
      const day = dayToRemind(log.timeZone, now);
      const due = day === null ? null : checkInReminderDue(log, day);
      return due ? [{ key: due.key, item: due.week }] : [];
    },
    async ({ userId, documentId, reminders }) => {
      const week = reminders[0]!.item;
      await notifier.tell(checkInReminderKind, {
        userIds: [userId],
        actorName: 'Founder Motivation Radar',
        items: [{ subject: week, href: `/tool/founder-motivation-radar?doc=${documentId}`, excerpt: '' }],
        mail: { week },
      });
    },
  );

/** `check-in-reminders`, hourly: the notifier is given late (it is made after the job runner it queues on). */
export function checkInRemindersJob(db: Db, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'check-in-reminders',
    schedule: REMINDER_SCHEDULE,
    async run() {
      await sendCheckInReminders(db, notifier(), new Date());
    },
  };
}
