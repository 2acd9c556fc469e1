import { say } from '../i18n/say';
import { z } from '../zod';

/** The links at the foot of the mails that turn them off without signing in (ADR 0027). */

/** What an unsubscribe link turns off: notification mails, or the weekly digest. */
export const UNSUBSCRIBE_TOPICS = ['notifications', 'digest'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The token of an unsubscribe link (its topic and the user id, signed). */
export const unsubscribeQuerySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(500)) });
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = say({
  id: 'core.notifications.unsubscribeLinkInvalid',
  defaultMessage: 'This unsubscribe link is not valid.',
});
