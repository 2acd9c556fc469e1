import webpush from 'web-push';
import type { Env } from '../env';
import { readOrCreateDataFile } from '../lib/data-file';

/** The server's Web Push identity (VAPID, RFC 8292): its key pair and whom push services may contact. */
export type VapidIdentity = { publicKey: string; privateKey: string; subject: string };

/** The address in MAIL_FROM ('Founder Toolkit <no-reply@example.com>' → no-reply@example.com). */
const addressIn = (mailFrom: string) => mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated on first start and kept in DATA_DIR, so browsers'
 * subscriptions stay valid across restarts. The subject is VAPID_SUBJECT, else APP_URL when it is https, else
 * the mail sender's address.
 */
export function resolveVapidIdentity(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'APP_URL' | 'MAIL_FROM'>,
): VapidIdentity {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : (JSON.parse(
          readOrCreateDataFile(env.DATA_DIR, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
        ) as { publicKey: string; privateKey: string });
  const subject =
    env.VAPID_SUBJECT ?? (env.APP_URL.startsWith('https:') ? env.APP_URL : `mailto:${addressIn(env.MAIL_FROM)}`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

/** A new key pair as the environment gives one (a test or benchmark server, which keeps nothing in DATA_DIR). */
export function newVapidKeysEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}
