import type { NamedFiling } from '@core/tools/your-ai-ca/compliance-rules';
import { dueDateText } from '../../../mail/due-date-text';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';
import { filingName } from './filing-words';

/** Filings due within the user's reminder days (Your AI CA): each by its name and due date, in the recipient's language. */
export function filingsDueMail(
  { filings, url, language }: In<{ filings: (NamedFiling & { dueDate: string })[]; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const named = filings.map((filing) => ({ type: filingName(intl, filing), date: dueDateText(intl, filing.dueDate) }));
  const lines = named.map(({ type, date }) =>
    intl.formatMessage({ id: 'mail.filingsDue.line', defaultMessage: '{type}: due {date}' }, { type, date }),
  );
  const [first] = named;
  const subject =
    filings.length === 1
      ? intl.formatMessage(
          { id: 'mail.filingsDue.subjectOne', defaultMessage: 'Reminder: "{type}" is due soon' },
          { type: first!.type },
        )
      : intl.formatMessage(
          { id: 'mail.filingsDue.subjectMany', defaultMessage: 'Reminder: {count, number} filings are due soon' },
          { count: filings.length },
        );
  const heading = intl.formatMessage({
    id: 'mail.filingsDue.heading',
    defaultMessage: 'These filings in your compliance calendar are due soon:',
  });
  const label = intl.formatMessage({ id: 'mail.filingsDue.action', defaultMessage: 'Open Your AI CA' });
  return notificationMail(intl, subject, [heading, ...lines], { label, url }, unsubscribe);
}
