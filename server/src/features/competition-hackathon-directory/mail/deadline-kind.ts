import { dueDateText } from '../../../mail/due-date-text';
import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { deadlineMail, type DeadlineMailValues } from './deadline-mail';

/** A tracked deadline a week ahead or on the day (the deadline-reminders job): one inbox line and one mail each. */
export const competitionDeadlineKind: NotificationKindDefinition<DeadlineMailValues> = {
  kind: 'competition_deadline',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.competitionDeadline', defaultMessage: 'The deadline for {subject} is coming up' },
      { subject: data.subject },
    ),
  body: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.competitionDeadlineOn', defaultMessage: 'Deadline {date}' },
      { date: dueDateText(intl, data.excerpt) },
    ),
  mail: deadlineMail,
};
