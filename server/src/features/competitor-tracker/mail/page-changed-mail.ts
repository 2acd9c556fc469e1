import { dueDateText } from '../../../mail/due-date-text';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** What the mail of a watched page's change says: whose page, its address, the day, and how many lines came and went. */
export type PageChangeMail = { competitor: string; pageUrl: string; date: string; added: number; removed: number };

/** A watched page changed (Competitor Tracker): the competitor, the page, the day, the size of the change. */
export function pageChangedMail(
  { competitor, pageUrl, date, added, removed, url, language }: In<PageChangeMail & { url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const subject = intl.formatMessage(
    { id: 'mail.competitorPage.subject', defaultMessage: '{competitor} changed a page you watch' },
    { competitor },
  );
  const line = intl.formatMessage(
    {
      id: 'mail.competitorPage.line',
      defaultMessage: 'On {date} the text of {pageUrl}, a page of {competitor} you watch, changed.',
    },
    { competitor, pageUrl, date: dueDateText(intl, date) },
  );
  const counts = intl.formatMessage(
    {
      id: 'mail.competitorPage.counts',
      defaultMessage:
        '{added, plural, one {# line added} other {# lines added}}, {removed, plural, one {# line removed} other {# lines removed}}.',
    },
    { added, removed },
  );
  const label = intl.formatMessage({ id: 'mail.competitorPage.action', defaultMessage: 'See what changed' });
  return notificationMail(intl, subject, [line, counts], { label, url }, unsubscribe);
}
