import { isoWeekMonday, isoWeekSunday } from '@core/dates/iso-week';
import { dueDateText } from '../../../mail/due-date-text';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** What the mail says: the ISO week still without a check-in ('2026-W49'). No score or note is ever in it. */
export type CheckInReminderMailValues = { week: string };

/** The weekly check-in reminder (the Founder Motivation Radar), in the recipient's language. */
export function checkInReminderMail(
  { week, url, language }: In<CheckInReminderMailValues & { url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const subject = intl.formatMessage({
    id: 'mail.checkInReminder.subject',
    defaultMessage: 'Time for your weekly check-in',
  });
  const heading = intl.formatMessage(
    {
      id: 'mail.checkInReminder.heading',
      defaultMessage: 'You have not checked in for week {number} ({from} – {to}) yet.',
    },
    {
      number: Number(week.slice(6)),
      from: dueDateText(intl, isoWeekMonday(week)),
      to: dueDateText(intl, isoWeekSunday(week)),
    },
  );
  const body = intl.formatMessage({
    id: 'mail.checkInReminder.body',
    defaultMessage:
      'It takes two minutes: score your energy, motivation, stress, sleep and focus from 1 to 5. You chose this reminder in the Founder Motivation Radar; turn it off there.',
  });
  const label = intl.formatMessage({ id: 'mail.checkInReminder.action', defaultMessage: 'Check in now' });
  return notificationMail(intl, subject, [heading, body], { label, url }, unsubscribe);
}
