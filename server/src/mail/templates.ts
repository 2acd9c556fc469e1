import {
  accountMail,
  greeting,
  notificationMail,
  type In,
  type NotificationUnsubscribe,
  type Template,
} from './mail-layout';
import { mailIntl } from './mail-intl';

/** The one place every mail's words live (their other languages: catalogs/). */
export function confirmationMail({ name, url, language }: In<{ name: string; url: string }>): Template {
  const intl = mailIntl(language);
  return accountMail(
    intl,
    intl.formatMessage({ id: 'mail.confirmation.subject', defaultMessage: 'Confirm your email for Founder Toolkit' }),
    [
      greeting(intl, name),
      intl.formatMessage({
        id: 'mail.confirmation.intro',
        defaultMessage: 'Welcome to Founder Toolkit! Please confirm your email address to activate your account.',
      }),
    ],
    { label: intl.formatMessage({ id: 'mail.confirmation.action', defaultMessage: 'Confirm your email' }), url },
    [
      intl.formatMessage({
        id: 'mail.confirmation.outro',
        defaultMessage: "If you didn't create an account, you can ignore this email.",
      }),
    ],
  );
}

/** 'Forgot password?': the link that opens the reset form (single use, one hour). */
export function passwordResetMail({ name, url, language }: In<{ name: string; url: string }>): Template {
  const intl = mailIntl(language);
  return accountMail(
    intl,
    intl.formatMessage({ id: 'mail.passwordReset.subject', defaultMessage: 'Reset your Founder Toolkit password' }),
    [
      greeting(intl, name),
      intl.formatMessage({
        id: 'mail.passwordReset.intro',
        defaultMessage: 'We received a request to reset the password of your Founder Toolkit account.',
      }),
    ],
    { label: intl.formatMessage({ id: 'mail.passwordReset.action', defaultMessage: 'Reset your password' }), url },
    [
      intl.formatMessage({ id: 'mail.passwordReset.detail', defaultMessage: 'The link works once, for 1 hour.' }),
      intl.formatMessage({
        id: 'mail.passwordReset.outro',
        defaultMessage: "If you didn't ask for this, you can ignore this email: your password stays as it is.",
      }),
    ],
  );
}

/** After 'Delete account': it is done, and what stays. */
export function accountDeletedMail({ name, url, language }: In<{ name: string; url: string }>): Template {
  const intl = mailIntl(language);
  const paragraphs = [
    greeting(intl, name),
    intl.formatMessage({
      id: 'mail.accountDeleted.intro',
      defaultMessage:
        'Your Founder Toolkit account and everything in it were deleted, as you asked. This cannot be undone.',
    }),
    intl.formatMessage({
      id: 'mail.accountDeleted.detail',
      defaultMessage: 'Comments you wrote on other people\'s ideas stay there, signed "Deleted user".',
    }),
  ];
  const subject = intl.formatMessage({
    id: 'mail.accountDeleted.subject',
    defaultMessage: 'Your Founder Toolkit account was deleted',
  });
  return accountMail(intl, subject, paragraphs, { label: 'Founder Toolkit', url });
}

/** "An idea was shared with you", with the sharer's message and a link to the idea. */
export function ideaSharedMail(
  {
    sharer,
    ideaTitle,
    message,
    url,
    language,
  }: In<{ sharer: string; ideaTitle: string; message: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const intro = intl.formatMessage(
    {
      id: 'mail.ideaShared.intro',
      defaultMessage: '{sharer} shared the idea "{ideaTitle}" with you on Founder Toolkit.',
    },
    { sharer, ideaTitle },
  );
  const note = message
    ? intl.formatMessage({ id: 'mail.ideaShared.message', defaultMessage: 'Their message: {message}' }, { message })
    : '';
  return notificationMail(
    intl,
    intl.formatMessage(
      { id: 'mail.ideaShared.subject', defaultMessage: '{sharer} shared "{ideaTitle}" with you' },
      { sharer, ideaTitle },
    ),
    [intro, ...(note ? [note] : [])],
    { label: intl.formatMessage({ id: 'mail.ideaShared.action', defaultMessage: 'Open the idea' }), url },
    unsubscribe,
  );
}

/** The comments on an idea since the last such mail (at most one every 15 minutes per idea). */
export function ideaCommentsMail(
  {
    ideaTitle,
    comments,
    url,
    language,
  }: In<{ ideaTitle: string; comments: { author: string; text: string }[]; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const [first] = comments;
  const subject =
    comments.length === 1
      ? intl.formatMessage(
          { id: 'mail.ideaComments.subjectOne', defaultMessage: '{author} commented on "{ideaTitle}"' },
          { author: first!.author, ideaTitle },
        )
      : intl.formatMessage(
          { id: 'mail.ideaComments.subjectMany', defaultMessage: '{count, number} new comments on "{ideaTitle}"' },
          { count: comments.length, ideaTitle },
        );
  const lines = comments.map(({ author, text }) =>
    intl.formatMessage({ id: 'mail.ideaComments.line', defaultMessage: '{author}: {text}' }, { author, text }),
  );
  const heading = intl.formatMessage(
    { id: 'mail.ideaComments.heading', defaultMessage: 'New comments on your idea "{ideaTitle}":' },
    { ideaTitle },
  );
  const label = intl.formatMessage({ id: 'mail.ideaComments.action', defaultMessage: 'Open the idea' });
  return notificationMail(intl, subject, [heading, ...lines], { label, url }, unsubscribe);
}

/** Monday's mail: what happened on the user's ideas in the week (only sent when there is something). */
export function weeklyDigestMail(
  {
    comments,
    shares,
    community,
    url,
    language,
  }: In<{ comments: number; shares: number; community: number; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const lines = [
    comments > 0
      ? intl.formatMessage(
          {
            id: 'mail.weeklyDigest.comments',
            defaultMessage: '{count, plural, one {# new comment on your ideas} other {# new comments on your ideas}}',
          },
          { count: comments },
        )
      : '',
    shares > 0
      ? intl.formatMessage(
          {
            id: 'mail.weeklyDigest.shares',
            defaultMessage: '{count, plural, one {# idea shared with you} other {# ideas shared with you}}',
          },
          { count: shares },
        )
      : '',
    community > 0
      ? intl.formatMessage(
          {
            id: 'mail.weeklyDigest.community',
            defaultMessage: '{count, plural, one {# community idea added} other {# community ideas added}}',
          },
          { count: community },
        )
      : '',
  ].filter(Boolean);
  return notificationMail(
    intl,
    intl.formatMessage({ id: 'mail.weeklyDigest.subject', defaultMessage: 'Your week on Founder Toolkit' }),
    [
      intl.formatMessage({ id: 'mail.weeklyDigest.heading', defaultMessage: 'This week on Founder Toolkit:' }),
      ...lines,
    ],
    { label: intl.formatMessage({ id: 'mail.weeklyDigest.action', defaultMessage: 'Open Idea Garage' }), url },
    unsubscribe,
  );
}
