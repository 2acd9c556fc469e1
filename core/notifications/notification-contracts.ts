import { say } from '../i18n/say';
import type { RuleId } from '../tools/your-ai-ca/compliance-rules';
import { z } from '../zod';

/** What a user hears about (in the inbox, by e-mail when E-mail notifications is on, by push when Push is on). */
export const NOTIFICATION_KINDS = [
  'idea_shared',
  'idea_commented',
  'assessment_answered',
  'filing_due',
  'domain_available',
  'domain_expiring',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification keeps of its event, as it was then (an idea renamed later keeps its old title here). */
export type NotificationData = {
  /** The idea's title, the tool's name for an assessment, the filing's type for a filing due, the domain for a tracked domain's news. */
  subject: string;
  /** Where the notification leads, a path of the web app. */
  href: string;
  /**
   * The comment, the sharer's message, a filing's due date, a domain's expiry date or the day it was found free
   * (dates 'YYYY-MM-DD'); '' when there is none.
   */
  excerpt: string;
  /**
   * A filing due that the calendar added: its rule. While the filing carries the rule's name (core's namingRule),
   * every reader — inbox, mail, push — says that name in its reader's language; otherwise `subject` is the user's words.
   */
  ruleId?: RuleId;
};

/** One line of the inbox. */
export type NotificationView = NotificationData & {
  id: string;
  kind: NotificationKind;
  actorName: string;
  text: string;
  createdAt: string;
  read: boolean;
};

/** The sentence a notification says, the same in the inbox, a push and a mail. */
export function notificationText(kind: NotificationKind, actorName: string, subject: string): string {
  switch (kind) {
    case 'idea_shared':
      return `${actorName} shared “${subject}” with you`;
    case 'idea_commented':
      return `${actorName} commented on “${subject}”`;
    case 'assessment_answered':
      return `${actorName} answered your co-founder fit invitation`;
    case 'filing_due':
      return `“${subject}” is due soon`;
    case 'domain_available':
      return `${subject} is available to register`;
    case 'domain_expiring':
      return `${subject} expires soon`;
  }
}

export const inboxQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export type InboxPage = { notifications: NotificationView[]; unread: number; nextCursor: string | null };

/** What an unsubscribe link turns off: notification mails, or the weekly digest. */
export const UNSUBSCRIBE_TOPICS = ['notifications', 'digest'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The token of an unsubscribe link (its topic and the user id, signed). */
export const unsubscribeQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(500)) });
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = say({
  id: 'core.notifications.unsubscribeLinkInvalid',
  defaultMessage: 'This unsubscribe link is not valid.',
});
