import { dueDateText } from '../../../mail/due-date-text';
import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { pageChangedMail, type PageChangeMail } from './page-changed-mail';

/** A watched page whose text changed: the competitor and page as its subject, the day it was seen as its excerpt. */
export const competitorPageChangedKind: NotificationKindDefinition<PageChangeMail> = {
  kind: 'competitor_page_changed',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.competitorPageChanged', defaultMessage: 'A page you watch changed: {subject}' },
      { subject: data.subject },
    ),
  body: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.competitorPageChangedOn', defaultMessage: 'Changed on {date}' },
      { date: dueDateText(intl, data.excerpt) },
    ),
  mail: pageChangedMail,
};
