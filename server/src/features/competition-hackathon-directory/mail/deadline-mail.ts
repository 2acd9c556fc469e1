import { dueDateText } from '../../../mail/due-date-text';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** What a deadline's reminder says: the entry's name, the day, the founder's note, and whether the day is today. */
export type DeadlineMailValues = { name: string; deadlineOn: string; note: string; onTheDay: boolean };

/** A tracked deadline a week ahead or on the day (the Competition & Hackathon Directory), in the recipient's language. */
export function deadlineMail(
  { name, deadlineOn, note, onTheDay, url, language }: In<DeadlineMailValues & { url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const date = dueDateText(intl, deadlineOn);
  const subject = onTheDay
    ? intl.formatMessage(
        { id: 'mail.competitionDeadline.subjectToday', defaultMessage: 'Today is the deadline for {name}' },
        { name },
      )
    : intl.formatMessage(
        { id: 'mail.competitionDeadline.subjectSoon', defaultMessage: 'The deadline for {name} is {date}' },
        { name, date },
      );
  const heading = intl.formatMessage(
    {
      id: 'mail.competitionDeadline.heading',
      defaultMessage: 'You are tracking the deadline for {name}: {date}. Check the official page for the exact time.',
    },
    { name, date },
  );
  const lines = note
    ? [
        heading,
        intl.formatMessage({ id: 'mail.competitionDeadline.note', defaultMessage: 'Your note: {note}' }, { note }),
      ]
    : [heading];
  const label = intl.formatMessage({
    id: 'mail.competitionDeadline.action',
    defaultMessage: 'Open your tracked deadlines',
  });
  return notificationMail(intl, subject, lines, { label, url }, unsubscribe);
}
