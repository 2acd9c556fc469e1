import type { Mail } from './mailer';

type Template = Omit<Mail, 'to'>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(paragraphs: string[], action: { label: string; url: string }, unsubscribe?: NotificationUnsubscribe): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const url = escapeHtml(action.url);
  const words = unsubscribe && FOOTERS[unsubscribe.topic];
  const footer = unsubscribe && words ? `${words.why} <a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#666">${words.stop}</a>` : 'Founder Toolkit';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}<p><a href="${url}">${escapeHtml(action.label)}</a></p><p style="color:#666;font-size:12px">${footer}</p></body></html>`;
}

/** Why a mail came, and how to stop that kind: notification mails, or the weekly digest. */
const FOOTERS = {
  notifications: {
    why: 'You get this email because E-mail notifications are on in your Founder Toolkit preferences.',
    stop: 'Turn off e-mail notifications',
  },
  digest: { why: 'You get this email because Weekly digest is on in your Founder Toolkit preferences.', stop: 'Turn off the weekly digest' },
} as const;

/** A notification mail: its words, the unsubscribe line in both parts, and the RFC 8058 one-click headers. */
function notificationMail(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  unsubscribe: NotificationUnsubscribe,
): Template {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\n--\n${FOOTERS[unsubscribe.topic].why}\n${FOOTERS[unsubscribe.topic].stop}: ${unsubscribe.pageUrl}\n`,
    html: layout(paragraphs, action, unsubscribe),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Where a mail's reader turns its kind of mail off: a page to confirm on, and the one-click URL. */
export type NotificationUnsubscribe = { topic: 'notifications' | 'digest'; pageUrl: string; oneClickUrl: string };

/** The one place every mail's words live. */
export function confirmationMail({ name, url }: { name: string; url: string }): Template {
  const greeting = `Hi ${name},`;
  const intro = 'Welcome to Founder Toolkit! Please confirm your email address to activate your account.';
  const outro = "If you didn't create an account, you can ignore this email.";
  return {
    subject: 'Confirm your email for Founder Toolkit',
    text: `${greeting}\n\n${intro}\n\nConfirm your email: ${url}\n\n${outro}\n`,
    html: layout([greeting, intro, outro], { label: 'Confirm your email', url }),
  };
}

/** 'Forgot password?': the link that opens the reset form (single use, one hour). */
export function passwordResetMail({ name, url }: { name: string; url: string }): Template {
  const greeting = `Hi ${name},`;
  const intro = 'We received a request to reset the password of your Founder Toolkit account.';
  const detail = 'The link works once, for 1 hour.';
  const outro = "If you didn't ask for this, you can ignore this email: your password stays as it is.";
  return {
    subject: 'Reset your Founder Toolkit password',
    text: `${greeting}\n\n${intro}\n\nReset your password: ${url}\n\n${detail}\n\n${outro}\n`,
    html: layout([greeting, intro, detail, outro], { label: 'Reset your password', url }),
  };
}

/** After 'Delete account': it is done, and what stays. */
export function accountDeletedMail({ name, url }: { name: string; url: string }): Template {
  const greeting = `Hi ${name},`;
  const intro = 'Your Founder Toolkit account and everything in it were deleted, as you asked. This cannot be undone.';
  const detail = 'Comments you wrote on other people\'s ideas stay there, signed "Deleted user".';
  const paragraphs = [greeting, intro, detail];
  return {
    subject: 'Your Founder Toolkit account was deleted',
    text: `${paragraphs.join('\n\n')}\n\nFounder Toolkit: ${url}\n`,
    html: layout(paragraphs, { label: 'Founder Toolkit', url }),
  };
}

/** "An idea was shared with you", with the sharer's message and a link to the idea. */
export function ideaSharedMail(
  { sharer, ideaTitle, message, url }: { sharer: string; ideaTitle: string; message: string; url: string },
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intro = `${sharer} shared the idea "${ideaTitle}" with you on Founder Toolkit.`;
  const note = message ? `Their message: ${message}` : '';
  return notificationMail(`${sharer} shared "${ideaTitle}" with you`, [intro, ...(note ? [note] : [])], { label: 'Open the idea', url }, unsubscribe);
}

/** The comments on an idea since the last such mail (at most one every 15 minutes per idea). */
export function ideaCommentsMail(
  { ideaTitle, comments, url }: { ideaTitle: string; comments: { author: string; text: string }[]; url: string },
  unsubscribe: NotificationUnsubscribe,
): Template {
  const [first] = comments;
  const subject = comments.length === 1 ? `${first!.author} commented on "${ideaTitle}"` : `${comments.length} new comments on "${ideaTitle}"`;
  const lines = comments.map((comment) => `${comment.author}: ${comment.text}`);
  return notificationMail(subject, [`New comments on your idea "${ideaTitle}":`, ...lines], { label: 'Open the idea', url }, unsubscribe);
}

/** The invited co-founder answered: the comparison is ready. */
export function assessmentAnsweredMail({ cofounder, url }: { cofounder: string; url: string }, unsubscribe: NotificationUnsubscribe): Template {
  const intro = `${cofounder} answered your Co-founder Fit Assessment invitation. Your answers are now side by side.`;
  return notificationMail(`${cofounder} answered your co-founder fit invitation`, [intro], { label: 'See the comparison', url }, unsubscribe);
}

/** An invitation to answer the co-founder fit questions, with the link to answer them (no account needed). */
export function assessmentInviteMail({ inviter, url, validDays }: { inviter: string; url: string; validDays: number }): Template {
  const intro = `${inviter} invited you to take the Co-founder Fit Assessment on Founder Toolkit.`;
  const detail =
    'Answer the same questions about working together: it takes about 5 minutes and needs no account. Afterwards you both see your answers side by side.';
  const expiry = `This invitation is valid for ${validDays} days.`;
  const paragraphs = [intro, detail, expiry];
  return {
    subject: `${inviter} invited you to compare your co-founder fit`,
    text: `${paragraphs.join('\n\n')}\n\nAnswer the questions: ${url}\n`,
    html: layout(paragraphs, { label: 'Answer the questions', url }),
  };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Monday's mail: what happened on the user's ideas in the week (only sent when there is something). */
export function weeklyDigestMail(
  { comments, shares, community, url }: { comments: number; shares: number; community: number; url: string },
  unsubscribe: NotificationUnsubscribe,
): Template {
  const lines = [
    comments > 0 ? `${counted(comments, 'new comment', 'new comments')} on your ideas` : '',
    shares > 0 ? `${counted(shares, 'idea', 'ideas')} shared with you` : '',
    community > 0 ? `${counted(community, 'community idea', 'community ideas')} added` : '',
  ].filter(Boolean);
  return notificationMail('Your week on Founder Toolkit', ['This week on Founder Toolkit:', ...lines], { label: 'Open Idea Garage', url }, unsubscribe);
}
