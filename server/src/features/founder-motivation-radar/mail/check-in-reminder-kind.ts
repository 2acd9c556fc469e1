import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { checkInReminderMail, type CheckInReminderMailValues } from './check-in-reminder-mail';

/** The weekly check-in reminder (the check-in-reminders job): one inbox line and one mail a week at most. */
export const checkInReminderKind: NotificationKindDefinition<CheckInReminderMailValues> = {
  kind: 'check_in_reminder',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.checkInReminder', defaultMessage: 'Time for your weekly check-in ({subject})' },
      { subject: data.subject },
    ),
  mail: checkInReminderMail,
};
