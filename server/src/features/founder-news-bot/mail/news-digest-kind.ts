import type { NotificationKindDefinition } from '../../../notifications/notification-kind';
import { newsDigestMail, type NewsDigestMailValues } from './news-digest-mail';

/** The Founder News Bot's daily digest (the news-digest job): one inbox line and one mail a day at most, when opted in. */
export const newsDigestKind: NotificationKindDefinition<NewsDigestMailValues> = {
  kind: 'news_digest',
  title: (intl, { data }) =>
    intl.formatMessage(
      { id: 'mail.push.newsDigest', defaultMessage: 'New in your news feeds: {subject}' },
      { subject: data.subject },
    ),
  mail: newsDigestMail,
};
