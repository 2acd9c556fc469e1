import { dueDateText } from '../../../mail/due-date-text';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** A tracked domain's news (Domain Tracker): free to register, or its registration ending soon — the domain and the date. */
export function trackedDomainMail(
  {
    domain,
    change,
    date,
    url,
    language,
  }: In<{ domain: string; change: 'available' | 'expiring'; date: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const values = { domain, date: dueDateText(intl, date) };
  const [subject, line] =
    change === 'available'
      ? [
          intl.formatMessage(
            { id: 'mail.trackedDomain.availableSubject', defaultMessage: '{domain} is available to register' },
            values,
          ),
          intl.formatMessage(
            {
              id: 'mail.trackedDomain.availableLine',
              defaultMessage:
                'On {date} the registry no longer held {domain}, a domain you track: you can register it now.',
            },
            values,
          ),
        ]
      : [
          intl.formatMessage(
            { id: 'mail.trackedDomain.expiringSubject', defaultMessage: '{domain} expires on {date}' },
            values,
          ),
          intl.formatMessage(
            {
              id: 'mail.trackedDomain.expiringLine',
              defaultMessage:
                'The registration of {domain}, a domain you track, ends on {date}. Renew it if it is yours; if not, it may soon be free.',
            },
            values,
          ),
        ];
  const label = intl.formatMessage({ id: 'mail.trackedDomain.action', defaultMessage: 'Open Domain Tracker' });
  return notificationMail(intl, subject, [line], { label, url }, unsubscribe);
}
