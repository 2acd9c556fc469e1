import { ECDH } from 'node:crypto';
import {
  PUSH_ENDPOINT_REFUSED_MESSAGE,
  PUSH_KEY_INVALID_MESSAGE,
  PUSH_OTHER_ACCOUNT_MESSAGE,
  type pushSubscriptionInputSchema,
} from '@core/notifications/push-contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkOutboundUrl, OutboundError } from '../../outbound/safe-fetch';

/** The server's VAPID public key, and whether loopback push services may be subscribed (tests only). */
export type PushSettings = { publicKey: string; allowLoopback: boolean };

type PushSubscriptionInput = z.output<typeof pushSubscriptionInputSchema>;

/** Whether `p256dh` is a point on the P-256 curve (a message cannot be encrypted for one that is not). */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps this browser's push subscription for the user. Its key must be a real P-256 point, and its endpoint is
 * an address the server will post to, so it must pass the outbound rule now (a private or loopback address is
 * a 422 by the field). One row per endpoint (ADR 0116): a new one is the user's, the user's own is updated, and one
 * another account holds is a 409 — unless the request asks to take it over and sends the keys that account holds
 * (only the browser and its push service know them), when it becomes this user's. Gives the account it was taken
 * from, if it was.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  { endpoint, keys, takeOver }: PushSubscriptionInput,
  allowLoopback: boolean,
): Promise<{ takenFrom: string | null }> {
  if (!isCurvePoint(keys.p256dh))
    throw new AppError('VALIDATION_FAILED', PUSH_KEY_INVALID_MESSAGE, [
      { path: 'keys.p256dh', message: PUSH_KEY_INVALID_MESSAGE },
    ]);
  try {
    checkOutboundUrl(endpoint, allowLoopback);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    throw new AppError('VALIDATION_FAILED', PUSH_ENDPOINT_REFUSED_MESSAGE, [
      { path: 'endpoint', message: PUSH_ENDPOINT_REFUSED_MESSAGE },
    ]);
  }
  const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  const kept = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: ownedBy(pushSubscriptions, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (kept.length > 0) return { takenFrom: null };
  const takenFrom = takeOver ? await takeOverSubscription(db, userId, values) : null;
  if (takenFrom === null) throw new AppError('CONFLICT', PUSH_OTHER_ACCOUNT_MESSAGE);
  return { takenFrom };
}

/** Moves another account's subscription of `endpoint` to the user if it has these keys; gives that account, or null. */
function takeOverSubscription(
  db: Db,
  userId: string,
  { endpoint, p256dh, auth }: { endpoint: string; p256dh: string; auth: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, endpoint),
          eq(pushSubscriptions.p256dh, p256dh),
          eq(pushSubscriptions.auth, auth),
          ne(pushSubscriptions.userId, userId),
        ),
      )
      .for('update');
    if (!held) return null;
    await tx.update(pushSubscriptions).set({ userId }).where(eq(pushSubscriptions.id, held.id));
    return held.userId;
  });
}

/** Forgets this browser's subscription, if it is the user's (another account's is left alone). */
export async function removePushSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(ownedBy(pushSubscriptions, userId, eq(pushSubscriptions.endpoint, endpoint)));
}
