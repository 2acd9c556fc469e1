import type { Language } from '@core/preferences/languages';
import type { MailIntl } from './mail-intl';
import type { Mail } from './mailer';

/* The frame every mail is drawn in: a notification's unsubscribe line and headers, an account mail's one link. */

/** A mail before it is addressed. */
export type Template = Omit<Mail, 'to'>;

/** Every mail is said in its recipient's language (English when not given). */
export type In<T> = T & { language?: Language };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A link in a mail's text part: what it does, then the address. */
const linkLine = (intl: MailIntl, label: string, url: string) =>
  intl.formatMessage({ id: 'mail.common.link', defaultMessage: '{label}: {url}' }, { label, url });

export const greeting = (intl: MailIntl, name: string) =>
  intl.formatMessage({ id: 'mail.common.greeting', defaultMessage: 'Hi {name},' }, { name });

function layout(
  intl: MailIntl,
  paragraphs: string[],
  action: { label: string; url: string },
  unsubscribe?: NotificationUnsubscribe,
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const url = escapeHtml(action.url);
  const words = unsubscribe && footerOf(intl, unsubscribe.topic);
  const footer =
    unsubscribe && words
      ? `${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#666">${escapeHtml(words.stop)}</a>`
      : 'Founder Toolkit';
  return `<!doctype html><html lang="${intl.language}"><body style="font-family:sans-serif;line-height:1.5">${body}<p><a href="${url}">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${footer}</p></body></html>`;
}

/** A mail that is not a notification: its paragraphs, then its one link. */
export function accountMail(
  intl: MailIntl,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  after: string[] = [],
): Template {
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
    stop: intl.formatMessage({
      id: 'mail.unsubscribe.notifications.stop',
      defaultMessage: 'Turn off e-mail notifications',
    }),
  };
}

/** A notification mail: its words, the unsubscribe line in both parts, and the RFC 8058 one-click headers. */
export function notificationMail(
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
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Where a mail's reader turns its kind of mail off: a page to confirm on, and the one-click URL. */
export type NotificationUnsubscribe = { topic: 'notifications' | 'digest'; pageUrl: string; oneClickUrl: string };
