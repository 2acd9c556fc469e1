import type { PushMessage } from '@core/notifications/push-contracts';
import webpush from 'web-push';
import type { SafeFetch } from '../outbound/safe-fetch';
import type { VapidIdentity } from './vapid-keys';

/** Where a browser's push service takes messages for it, and the keys they are encrypted with. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** How long a push service keeps a message for a browser that is offline: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one push (RFC 8030) to one browser: the message encrypted for it (RFC 8291, aes128gcm) and signed
 * with the server's VAPID key (RFC 8292) by web-push, then posted through the one outbound rule (safe-fetch),
 * so an endpoint can never make the server reach this machine or its network. 'gone' is the push service
 * saying the subscription no longer exists (404, 410); any other refusal throws, and the job retries it.
 */
export function createPushSender(vapid: VapidIdentity, safeFetch: SafeFetch) {
  return async function sendPush(
    { endpoint, p256dh, auth }: PushTarget,
    message: PushMessage,
  ): Promise<'sent' | 'gone'> {
    const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers as Record<string, string | number>).map(([name, value]) => [name, String(value)]),
    );
    const answer = await safeFetch(request.endpoint, { method: 'POST', headers, body: request.body ?? undefined });
    if (answer.status >= 200 && answer.status < 300) return 'sent';
    if (answer.status === 404 || answer.status === 410) return 'gone';
    throw new Error(`The push service at ${new URL(endpoint).host} answered ${answer.status}`);
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
