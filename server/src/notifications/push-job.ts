import type { PushMessage } from '@core/notifications/push-contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions, userPreferences } from '../db/schema';
import type { JobDefinition } from '../jobs/job-runner';
import type { PushSender } from './push-sender';

export type PushDelivery = { subscriptionId: string; message: PushMessage };

/**
 * The job that pushes one notification to one browser. A browser unsubscribed meanwhile, or a user who turned
 * Push notifications off, gets nothing; a subscription its push service says is gone is forgotten; a push
 * service that fails throws, so the job is retried with backoff.
 */
export function webPushJob(db: Db, sendPush: PushSender): JobDefinition<PushDelivery> {
  return {
    name: 'web-push',
    async run({ subscriptionId, message }) {
      const [target] = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .innerJoin(userPreferences, eq(userPreferences.userId, pushSubscriptions.userId))
        .where(and(eq(pushSubscriptions.id, subscriptionId), eq(userPreferences.pushNotifications, true)));
      if (!target) return;
      if ((await sendPush(target, message)) === 'gone') {
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, target.endpoint)));
      }
    },
  };
}
