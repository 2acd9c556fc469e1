import type { NotificationData, NotificationKind } from '@core/notifications/notification-contracts';
import type { MailIntl } from '../mail/mail-intl';
import type { In, NotificationUnsubscribe, Template } from '../mail/mail-layout';

/** A notification as the notifier records it: its kind, who did it, and what it keeps of the event. */
export type PushedNotification = { kind: NotificationKind; actorName: string; data: NotificationData };

/** What a push says of a kind, in the recipient's language: the inbox's sentence, and a second line (the excerpt as written, when not given). */
export type PushWords = {
  title(intl: MailIntl, notification: PushedNotification): string;
  body?(intl: MailIntl, notification: PushedNotification): string;
};

/**
 * A kind of notification a tool declares in its module (ADR 0061): what its push says, and the mail its recipients
 * with E-mail notifications on get. The notifier tells any declared kind (`tell`), honouring each recipient's preferences.
 */
export type NotificationKindDefinition<MailValues extends object = never> = PushWords & {
  kind: NotificationKind;
  mail(values: In<MailValues & { url: string }>, unsubscribe: NotificationUnsubscribe): Template;
};
