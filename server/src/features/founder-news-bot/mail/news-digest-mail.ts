import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** What the digest says: the new items that passed the founder's filters (as plain text and links), and how many. */
export type NewsDigestMailValues = {
  count: number;
  items: { title: string; feedTitle: string; link: string | null }[];
};

/** The Founder News Bot's daily digest, in the recipient's language: one line per item, its link after it. */
export function newsDigestMail(
  { count, items, url, language }: In<NewsDigestMailValues & { url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const subject = intl.formatMessage(
    {
      id: 'mail.newsDigest.subject',
      defaultMessage: '{count, plural, one {# new item} other {# new items}} in your news feeds',
    },
    { count },
  );
  const heading = intl.formatMessage(
    {
      id: 'mail.newsDigest.heading',
      defaultMessage:
        '{count, plural, one {# new item matches} other {# new items match}} your filters since the last digest:',
    },
    { count },
  );
  const lines = items.map(({ title, feedTitle, link }) =>
    link ? `${title} (${feedTitle}) ${link}` : `${title} (${feedTitle})`,
  );
  const more =
    count > items.length
      ? [
          intl.formatMessage(
            {
              id: 'mail.newsDigest.more',
              defaultMessage: 'And {count, plural, one {# more} other {# more}} on the page.',
            },
            { count: count - items.length },
          ),
        ]
      : [];
  const body = intl.formatMessage({
    id: 'mail.newsDigest.body',
    defaultMessage: 'You chose this daily digest in the Founder News Bot; turn it off there.',
  });
  const label = intl.formatMessage({ id: 'mail.newsDigest.action', defaultMessage: 'Open your reading list' });
  return notificationMail(intl, subject, [heading, ...lines, ...more, body], { label, url }, unsubscribe);
}
