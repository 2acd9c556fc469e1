import { defineMessage } from '../i18n/define-message';
import { say } from '../i18n/say';
import type { NotificationKindContract } from '../tools/define-tool-contracts';
import { TOOL_CONTRACTS } from '../tools/tool-contracts';
import { z } from '../zod';

/**
 * The kinds of news the app's own features tell: an idea shared with the user, a comment on one of theirs, a browser's
 * pushes moved to another account.
 */
const APP_KINDS = [
  {
    kind: 'idea_shared',
    sentence: defineMessage({
      id: 'notifications.item.ideaShared',
      defaultMessage: '{actorName} shared “{subject}” with you',
    }),
  },
  {
    kind: 'idea_commented',
    sentence: defineMessage({
      id: 'notifications.item.ideaCommented',
      defaultMessage: '{actorName} commented on “{subject}”',
    }),
  },
  {
    // Another account signed in to a browser of the user's took its pushes over (ADR 0116): who is never said.
    kind: 'push_moved',
    sentence: defineMessage({
      id: 'notifications.item.pushMoved',
      defaultMessage: 'Notifications in one of your browsers now go to another account signed in there',
    }),
  },
] as const satisfies readonly NotificationKindContract[];

type ToolKindContract = (typeof TOOL_CONTRACTS)[number]['notificationKinds'][number];
type KindContract = (typeof APP_KINDS)[number] | ToolKindContract;

/**
 * What a user hears about (in the inbox, by e-mail when E-mail notifications is on, by push when Push is on): the app's
 * own kinds, then each tool's, as its contracts declare them (core/tools/tool-contracts.ts, ADR 0067).
 */
const KINDS: readonly KindContract[] = [
  ...APP_KINDS,
  ...TOOL_CONTRACTS.flatMap((tool): readonly ToolKindContract[] => tool.notificationKinds),
];
export type NotificationKind = KindContract['kind'];
export const NOTIFICATION_KINDS: readonly NotificationKind[] = KINDS.map((contract) => contract.kind);

/** The ids of the kinds' messages, kept literal: the web's `t` takes only its catalogs' ids. */
type KindMessageId = KindContract['sentence']['id'] | Extract<KindContract, { dated: object }>['dated']['id'];

/** A kind of notification with what it says, its sentence and, if its excerpt is a date, what it says of the date. */
export type NotificationKindWords = NotificationKindContract<NotificationKind, KindMessageId>;

const byKind = new Map<string, NotificationKindWords>(KINDS.map((contract) => [contract.kind, contract]));

/** What a kind says; undefined for a kind this code does not know (a newer server's, read by an older page). */
export const findNotificationKind = (kind: string): NotificationKindWords | undefined => byKind.get(kind);

/** What a notification keeps of its event, as it was then (an idea renamed later keeps its old title here). */
export type NotificationData = {
  /** What it is about, as its kind says: the idea's title, the tool's name, a filing's type, a domain… */
  subject: string;
  /** Where the notification leads, a path of the web app. */
  href: string;
  /**
   * The comment or the sharer's message, or the date a tool's kind is about ('YYYY-MM-DD', when the kind says it
   * `dated`: a filing's due date, a domain's expiry); '' when there is none.
   */
  excerpt: string;
  /**
   * A filing due that the calendar added: its rule's id (Your AI CA checks it: findRule). While the filing carries the
   * rule's name (core's namingRule), every reader — inbox, mail, push — says that name in its reader's language;
   * otherwise `subject` is the user's words. Text here, so that this shared type names no tool's types.
   */
  ruleId?: string;
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

/** The sentence a notification says, in English: the same in the inbox, a push and a mail (each in its reader's language). */
export const notificationText = (kind: NotificationKind, actorName: string, subject: string): string =>
  say(byKind.get(kind)!.sentence, { actorName, subject });

export const inboxQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export type InboxPage = { notifications: NotificationView[]; unread: number; nextCursor: string | null };
