import type { Language } from '@core/preferences/languages';
import type { NamedFiling } from '@core/tools/your-ai-ca/compliance-rules';
import { dueDateText, filingName } from './filing-words';
import { mailIntl, type MailIntl } from './mail-intl';
import type { Mail } from './mailer';

type Template = Omit<Mail, 'to'>;

/** Every mail is said in its recipient's language (English when not given). */
type In<T> = T & { language?: Language };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A link in a mail's text part: what it does, then the address. */
const linkLine = (intl: MailIntl, label: string, url: string) => intl.formatMessage({ id: 'mail.common.link', defaultMessage: '{label}: {url}' }, { label, url });

const greeting = (intl: MailIntl, name: string) => intl.formatMessage({ id: 'mail.common.greeting', defaultMessage: 'Hi {name},' }, { name });

function layout(intl: MailIntl, paragraphs: string[], action: { label: string; url: string }, unsubscribe?: NotificationUnsubscribe): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const url = escapeHtml(action.url);
  const words = unsubscribe && footerOf(intl, unsubscribe.topic);
  const footer = unsubscribe && words ? `${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#666">${escapeHtml(words.stop)}</a>` : 'Founder Toolkit';
  return `<!doctype html><html lang="${intl.language}"><body style="font-family:sans-serif;line-height:1.5">${body}<p><a href="${url}">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${footer}</p></body></html>`;
}

/** A mail that is not a notification: its paragraphs, then its one link. */
function accountMail(intl: MailIntl, subject: string, paragraphs: string[], action: { label: string; url: string }, after: string[] = []): Template {
  const text = [...paragraphs, linkLine(intl, action.label, action.url), ...after].join('\n\n');
  return { subject, text: `${text}\n`, html: layout(intl, [...paragraphs, ...after], action) };
}

/** Why a mail came, and how to stop that kind: notification mails, or the weekly digest. */
function footerOf(intl: MailIntl, topic: NotificationUnsubscribe['topic']): { why: string; stop: string } {
  if (topic === 'digest') {
    return {
      why: intl.formatMessage({
        id: 'mail.unsubscribe.digest.why',
        defaultMessage: 'You get this email because Weekly digest is on in your Founder Toolkit preferences.',
      }),
      stop: intl.formatMessage({ id: 'mail.unsubscribe.digest.stop', defaultMessage: 'Turn off the weekly digest' }),
    };
  }
  return {
    why: intl.formatMessage({
      id: 'mail.unsubscribe.notifications.why',
      defaultMessage: 'You get this email because E-mail notifications are on in your Founder Toolkit preferences.',
    }),
    stop: intl.formatMessage({ id: 'mail.unsubscribe.notifications.stop', defaultMessage: 'Turn off e-mail notifications' }),
  };
}

/** A notification mail: its words, the unsubscribe line in both parts, and the RFC 8058 one-click headers. */
function notificationMail(
  intl: MailIntl,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  unsubscribe: NotificationUnsubscribe,
): Template {
  const { why, stop } = footerOf(intl, unsubscribe.topic);
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${linkLine(intl, action.label, action.url)}\n\n--\n${why}\n${linkLine(intl, stop, unsubscribe.pageUrl)}\n`,
    html: layout(intl, paragraphs, action, unsubscribe),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Where a mail's reader turns its kind of mail off: a page to confirm on, and the one-click URL. */
export type NotificationUnsubscribe = { topic: 'notifications' | 'digest'; pageUrl: string; oneClickUrl: string };

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
    [intl.formatMessage({ id: 'mail.confirmation.outro', defaultMessage: "If you didn't create an account, you can ignore this email." })],
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
      intl.formatMessage({ id: 'mail.passwordReset.intro', defaultMessage: 'We received a request to reset the password of your Founder Toolkit account.' }),
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
      defaultMessage: 'Your Founder Toolkit account and everything in it were deleted, as you asked. This cannot be undone.',
    }),
    intl.formatMessage({
      id: 'mail.accountDeleted.detail',
      defaultMessage: 'Comments you wrote on other people\'s ideas stay there, signed "Deleted user".',
    }),
  ];
  const subject = intl.formatMessage({ id: 'mail.accountDeleted.subject', defaultMessage: 'Your Founder Toolkit account was deleted' });
  return accountMail(intl, subject, paragraphs, { label: 'Founder Toolkit', url });
}

/** "An idea was shared with you", with the sharer's message and a link to the idea. */
export function ideaSharedMail(
  { sharer, ideaTitle, message, url, language }: In<{ sharer: string; ideaTitle: string; message: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const intro = intl.formatMessage(
    { id: 'mail.ideaShared.intro', defaultMessage: '{sharer} shared the idea "{ideaTitle}" with you on Founder Toolkit.' },
    { sharer, ideaTitle },
  );
  const note = message ? intl.formatMessage({ id: 'mail.ideaShared.message', defaultMessage: 'Their message: {message}' }, { message }) : '';
  return notificationMail(
    intl,
    intl.formatMessage({ id: 'mail.ideaShared.subject', defaultMessage: '{sharer} shared "{ideaTitle}" with you' }, { sharer, ideaTitle }),
    [intro, ...(note ? [note] : [])],
    { label: intl.formatMessage({ id: 'mail.ideaShared.action', defaultMessage: 'Open the idea' }), url },
    unsubscribe,
  );
}

/** The comments on an idea since the last such mail (at most one every 15 minutes per idea). */
export function ideaCommentsMail(
  { ideaTitle, comments, url, language }: In<{ ideaTitle: string; comments: { author: string; text: string }[]; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const [first] = comments;
  const subject =
    comments.length === 1
      ? intl.formatMessage({ id: 'mail.ideaComments.subjectOne', defaultMessage: '{author} commented on "{ideaTitle}"' }, { author: first!.author, ideaTitle })
      : intl.formatMessage({ id: 'mail.ideaComments.subjectMany', defaultMessage: '{count, number} new comments on "{ideaTitle}"' }, { count: comments.length, ideaTitle });
  const lines = comments.map(({ author, text }) => intl.formatMessage({ id: 'mail.ideaComments.line', defaultMessage: '{author}: {text}' }, { author, text }));
  const heading = intl.formatMessage({ id: 'mail.ideaComments.heading', defaultMessage: 'New comments on your idea "{ideaTitle}":' }, { ideaTitle });
  const label = intl.formatMessage({ id: 'mail.ideaComments.action', defaultMessage: 'Open the idea' });
  return notificationMail(intl, subject, [heading, ...lines], { label, url }, unsubscribe);
}

/** The invited co-founder answered: the comparison is ready. */
export function assessmentAnsweredMail({ cofounder, url, language }: In<{ cofounder: string; url: string }>, unsubscribe: NotificationUnsubscribe): Template {
  const intl = mailIntl(language);
  const intro = intl.formatMessage(
    {
      id: 'mail.assessmentAnswered.intro',
      defaultMessage: '{cofounder} answered your Co-founder Fit Assessment invitation. Your answers are now side by side.',
    },
    { cofounder },
  );
  return notificationMail(
    intl,
    intl.formatMessage({ id: 'mail.assessmentAnswered.subject', defaultMessage: '{cofounder} answered your co-founder fit invitation' }, { cofounder }),
    [intro],
    { label: intl.formatMessage({ id: 'mail.assessmentAnswered.action', defaultMessage: 'See the comparison' }), url },
    unsubscribe,
  );
}

/** An invitation to answer the co-founder fit questions, with the link to answer them (no account needed). */
export function assessmentInviteMail({ inviter, url, validDays, language }: In<{ inviter: string; url: string; validDays: number }>): Template {
  const intl = mailIntl(language);
  const paragraphs = [
    intl.formatMessage({ id: 'mail.assessmentInvite.intro', defaultMessage: '{inviter} invited you to take the Co-founder Fit Assessment on Founder Toolkit.' }, { inviter }),
    intl.formatMessage({
      id: 'mail.assessmentInvite.detail',
      defaultMessage:
        'Answer the same questions about working together: it takes about 5 minutes and needs no account. Afterwards you both see your answers side by side.',
    }),
    intl.formatMessage(
      { id: 'mail.assessmentInvite.expiry', defaultMessage: 'This invitation is valid for {validDays, plural, one {# day} other {# days}}.' },
      { validDays },
    ),
  ];
  return accountMail(
    intl,
    intl.formatMessage({ id: 'mail.assessmentInvite.subject', defaultMessage: '{inviter} invited you to compare your co-founder fit' }, { inviter }),
    paragraphs,
    { label: intl.formatMessage({ id: 'mail.assessmentInvite.action', defaultMessage: 'Answer the questions' }), url },
  );
}

/** Monday's mail: what happened on the user's ideas in the week (only sent when there is something). */
export function weeklyDigestMail(
  { comments, shares, community, url, language }: In<{ comments: number; shares: number; community: number; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const lines = [
    comments > 0
      ? intl.formatMessage(
          { id: 'mail.weeklyDigest.comments', defaultMessage: '{count, plural, one {# new comment on your ideas} other {# new comments on your ideas}}' },
          { count: comments },
        )
      : '',
    shares > 0
      ? intl.formatMessage({ id: 'mail.weeklyDigest.shares', defaultMessage: '{count, plural, one {# idea shared with you} other {# ideas shared with you}}' }, { count: shares })
      : '',
    community > 0
      ? intl.formatMessage(
          { id: 'mail.weeklyDigest.community', defaultMessage: '{count, plural, one {# community idea added} other {# community ideas added}}' },
          { count: community },
        )
      : '',
  ].filter(Boolean);
  return notificationMail(
    intl,
    intl.formatMessage({ id: 'mail.weeklyDigest.subject', defaultMessage: 'Your week on Founder Toolkit' }),
    [intl.formatMessage({ id: 'mail.weeklyDigest.heading', defaultMessage: 'This week on Founder Toolkit:' }), ...lines],
    { label: intl.formatMessage({ id: 'mail.weeklyDigest.action', defaultMessage: 'Open Idea Garage' }), url },
    unsubscribe,
  );
}

/** Filings due within the user's reminder days (Your AI CA): each by its name and due date, in the recipient's language. */
export function filingsDueMail({ filings, url, language }: In<{ filings: (NamedFiling & { dueDate: string })[]; url: string }>, unsubscribe: NotificationUnsubscribe): Template {
  const intl = mailIntl(language);
  const named = filings.map((filing) => ({ type: filingName(intl, filing), date: dueDateText(intl, filing.dueDate) }));
  const lines = named.map(({ type, date }) => intl.formatMessage({ id: 'mail.filingsDue.line', defaultMessage: '{type}: due {date}' }, { type, date }));
  const [first] = named;
  const subject =
    filings.length === 1
      ? intl.formatMessage({ id: 'mail.filingsDue.subjectOne', defaultMessage: 'Reminder: "{type}" is due soon' }, { type: first!.type })
      : intl.formatMessage({ id: 'mail.filingsDue.subjectMany', defaultMessage: 'Reminder: {count, number} filings are due soon' }, { count: filings.length });
  const heading = intl.formatMessage({ id: 'mail.filingsDue.heading', defaultMessage: 'These filings in your compliance calendar are due soon:' });
  const label = intl.formatMessage({ id: 'mail.filingsDue.action', defaultMessage: 'Open Your AI CA' });
  return notificationMail(intl, subject, [heading, ...lines], { label, url }, unsubscribe);
}

/** A tracked domain's news (Domain Tracker): free to register, or its registration ending soon — the domain and the date. */
export function trackedDomainMail(
  { domain, change, date, url, language }: In<{ domain: string; change: 'available' | 'expiring'; date: string; url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const values = { domain, date: dueDateText(intl, date) };
  const [subject, line] =
    change === 'available'
      ? [
          intl.formatMessage({ id: 'mail.trackedDomain.availableSubject', defaultMessage: '{domain} is available to register' }, values),
          intl.formatMessage({ id: 'mail.trackedDomain.availableLine', defaultMessage: 'On {date} the registry no longer held {domain}, a domain you track: you can register it now.' }, values),
        ]
      : [
          intl.formatMessage({ id: 'mail.trackedDomain.expiringSubject', defaultMessage: '{domain} expires on {date}' }, values),
          intl.formatMessage({ id: 'mail.trackedDomain.expiringLine', defaultMessage: 'The registration of {domain}, a domain you track, ends on {date}. Renew it if it is yours; if not, it may soon be free.' }, values),
        ];
  const label = intl.formatMessage({ id: 'mail.trackedDomain.action', defaultMessage: 'Open Domain Tracker' });
  return notificationMail(intl, subject, [line], { label, url }, unsubscribe);
}
