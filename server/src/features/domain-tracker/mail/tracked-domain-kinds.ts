import { dueDateText } from '../../../mail/due-date-text';
import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { trackedDomainMail } from './tracked-domain-mail';

/** What a tracked domain's news says: the domain, and the date ('YYYY-MM-DD') the news is about. */
type DomainNews = { domain: string; date: string };

/** A tracked domain found free (the Domain Tracker's checks): the day it was found free. */
export const domainAvailableKind: NotificationKindDefinition<DomainNews> = {
  kind: 'domain_available',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.domainAvailable', defaultMessage: '{subject} is available to register' },
      { subject: data.subject },
    ),
  body: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.domainFoundFree', defaultMessage: 'Found free on {date}' },
      { date: dueDateText(intl, data.excerpt) },
    ),
  mail: (values, unsubscribe) => trackedDomainMail({ ...values, change: 'available' }, unsubscribe),
};

/** A tracked domain's registration ending within 30 days: its expiry date. */
export const domainExpiringKind: NotificationKindDefinition<DomainNews> = {
  kind: 'domain_expiring',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.domainExpiring', defaultMessage: '{subject} expires soon' },
      { subject: data.subject },
    ),
  body: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.domainExpiresOn', defaultMessage: 'Expires {date}' },
      { date: dueDateText(intl, data.excerpt) },
    ),
  mail: (values, unsubscribe) => trackedDomainMail({ ...values, change: 'expiring' }, unsubscribe),
};
