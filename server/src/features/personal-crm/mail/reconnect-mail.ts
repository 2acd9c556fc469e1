import type { DueReconnect } from '@core/tools/personal-crm/reconnects-due';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** What the mail lists: the contact list's name and who is due for a catch-up today. */
export type ReconnectMailValues = { list: string; contacts: DueReconnect[] };

/** Contacts whose 'keep in touch' comes round today (the Personal CRM), in the recipient's language. */
export function reconnectMail(
  { list, contacts, url, language }: In<ReconnectMailValues & { url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const who = ({ name, company }: DueReconnect) =>
    company
      ? intl.formatMessage(
          { id: 'mail.reconnect.nameAtCompany', defaultMessage: '{name} ({company})' },
          { name, company },
        )
      : name;
  const subject =
    contacts.length === 1
      ? intl.formatMessage(
          { id: 'mail.reconnect.subjectOne', defaultMessage: 'Time to reconnect with {who}' },
          { who: who(contacts[0]!) },
        )
      : intl.formatMessage(
          { id: 'mail.reconnect.subjectMany', defaultMessage: 'Time to reconnect with {count, number} people' },
          { count: contacts.length },
        );
  const heading = intl.formatMessage(
    { id: 'mail.reconnect.heading', defaultMessage: 'You asked to keep in touch with these people in “{list}”:' },
    { list },
  );
  const label = intl.formatMessage({ id: 'mail.reconnect.action', defaultMessage: 'Open your contacts' });
  return notificationMail(intl, subject, [heading, ...contacts.map(who)], { label, url }, unsubscribe);
}
