import { say } from '../i18n/say';
import { z } from '../zod';

export const PUSH_KEY_INVALID_MESSAGE = say({
  id: 'core.notifications.pushKeyInvalid',
  defaultMessage: 'The subscription key must be a P-256 public key in base64url',
});

/** An uncompressed P-256 point (65 bytes, 0x04 first: 'B' in base64url), and a 16-byte secret, in base64url. */
const P256_POINT = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it: the push service's address for this
 * browser, its P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret (RFC 8291).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .url({
      protocol: /^https?$/,
      error: say({
        id: 'core.notifications.pushEndpointNotUrl',
        defaultMessage: 'The push service address must be an http(s) URL',
      }),
    })
    .check(
      z.maxLength(
        2_000,
        say({ id: 'core.notifications.pushEndpointTooLong', defaultMessage: 'The push service address is too long' }),
      ),
    ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(P256_POINT, PUSH_KEY_INVALID_MESSAGE)),
    auth: z.string().check(
      z.regex(
        AUTH_SECRET,
        say({
          id: 'core.notifications.pushSecretInvalid',
          defaultMessage: 'The subscription secret must be 16 bytes in base64url',
        }),
      ),
    ),
  }),
  /**
   * Send this browser's pushes to this account even though another account holds its address (ADR 0116): done only
   * when the keys sent are the ones that account holds, which only this browser and its push service know.
   */
  takeOver: z.optional(z.boolean()),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** Forgetting this browser's subscription (Push notifications turned off here). */
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2_000)) });

/** The server's VAPID public key, which the browser subscribes with (applicationServerKey). */
export type PushKey = { publicKey: string };

/** What a push says (the service worker shows it as a notification; a click opens `url`). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export const PUSH_NOT_SUPPORTED_MESSAGE = say({
  id: 'core.notifications.pushNotSupported',
  defaultMessage: 'This browser cannot show push notifications.',
});
export const PUSH_NOT_ALLOWED_MESSAGE = say({
  id: 'core.notifications.pushNotAllowed',
  defaultMessage: 'Push notifications need your permission: allow them when your browser asks.',
});
export const PUSH_SUBSCRIBE_FAILED_MESSAGE = say({
  id: 'core.notifications.pushSubscribeFailed',
  defaultMessage: 'This browser could not subscribe to push notifications. Please try again later.',
});
export const PUSH_BLOCKED_MESSAGE = say({
  id: 'core.notifications.pushBlocked',
  defaultMessage:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
});
export const PUSH_ENDPOINT_REFUSED_MESSAGE = say({
  id: 'core.notifications.pushEndpointRefused',
  defaultMessage: 'This push service address cannot be reached from the server.',
});

/** The answer (409) when this browser's push address is another account's and the request may not take it over. */
export const PUSH_OTHER_ACCOUNT_MESSAGE = say({
  id: 'core.notifications.pushOtherAccount',
  defaultMessage: 'This browser receives notifications for another account on this device.',
});
