import { contactListDocuments } from '@core/tools/personal-crm/contact-lists';
import { reconnectsDue } from '@core/tools/personal-crm/reconnects-due';
import type { Db } from '../../db/client';
import { dayToRemind, REMINDER_SCHEDULE, sendDocumentReminders } from '../../jobs/document-reminders';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { contactReconnectKind } from './mail/reconnect-kind';

/**
 * Tells each founder of the contacts whose catch-up day is today in their lists (the list's time zone, from 08:00):
 * one inbox line per contact and one mail per list when E-mail notifications is on. Each is claimed once for that day
 * (ADR 0097): a catch-up logged moves the day, and the new day is reminded of again.
 */
export const sendReconnectReminders = (db: Db, notifier: Notifier, now: Date): Promise<number> =>
  sendDocumentReminders(
    db,
    contactListDocuments,
    (list) => {
      const day = dayToRemind(list.timeZone, now);
      if (day === null) return [];
      return reconnectsDue(list, day).map((due) => ({ key: `reconnect:${due.contactId}:${due.on}`, item: due }));
    },
    async ({ userId, documentId, name, reminders }) => {
      const contacts = reminders.map(({ item }) => item);
      await notifier.tell(contactReconnectKind, {
        userIds: [userId],
        actorName: 'Personal CRM',
        items: contacts.map((contact) => ({
          subject: contact.name,
          href: `/tool/personal-crm?doc=${documentId}&contact=${encodeURIComponent(contact.contactId)}`,
          excerpt: '',
        })),
        mail: { list: name, contacts },
      });
    },
  );

/** `contact-reconnects`, hourly: the notifier is given late (it is made after the job runner it queues on). */
export function reconnectRemindersJob(db: Db, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'contact-reconnects',
    schedule: REMINDER_SCHEDULE,
    async run() {
      await sendReconnectReminders(db, notifier(), new Date());
    },
  };
}
