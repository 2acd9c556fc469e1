import type { NotificationKind } from '@core/notifications/notification-contracts';
import type { PushMessage } from '@core/notifications/push-contracts';
import type { Language } from '@core/preferences/languages';
import type { PushedNotification, PushWords } from '../notifications/notification-kind';
import { mailIntl } from './mail-intl';

/** The push words of the kinds the app's own features tell of; the tools' kinds bring theirs (NotificationKindDefinition). */
export const SHARED_PUSH_WORDS: readonly (PushWords & { kind: NotificationKind })[] = [
  {
    kind: 'idea_shared',
    title: (intl, { actorName, data }) =>
      intl.formatMessage(
        { id: 'mail.push.ideaShared', defaultMessage: '{actorName} shared “{subject}” with you' },
        { actorName, subject: data.subject },
      ),
  },
  {
    kind: 'idea_commented',
    title: (intl, { actorName, data }) =>
      intl.formatMessage(
        { id: 'mail.push.ideaCommented', defaultMessage: '{actorName} commented on “{subject}”' },
        { actorName, subject: data.subject },
      ),
  },
  {
    kind: 'push_moved',
    title: (intl) =>
      intl.formatMessage({
        id: 'mail.push.pushMoved',
        defaultMessage: 'Notifications in one of your browsers now go to another account signed in there',
      }),
  },
];

/**
 * What a push says of a notification of one of `kinds`, in its recipient's language (ADR 0031, 0032): the inbox's
 * sentence; the comment or message as written, or what the kind says of its date; where a click leads; and a tag, so
 * a newer push about the same thing replaces the older one on the screen.
 */
export function pushMessages(kinds: readonly (PushWords & { kind: NotificationKind })[]) {
  const wordsOf = new Map(kinds.map((words) => [words.kind, words]));
  return (notification: PushedNotification, language: Language | undefined): PushMessage => {
    const intl = mailIntl(language);
    const { kind, data } = notification;
    const words = wordsOf.get(kind);
    if (!words) throw new Error(`No notification kind '${kind}' is declared`);
    return {
      title: words.title(intl, notification),
      body: words.body?.(intl, notification) ?? data.excerpt,
      url: data.href,
      tag: `${kind}:${data.href}`,
    };
  };
}
