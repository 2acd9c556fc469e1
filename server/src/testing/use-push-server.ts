import { afterAll, beforeAll, expect } from 'vitest';
import {
  createBrowserPushKeys,
  startPushService,
  type BrowserPushKeys,
  type PushService,
} from '../../../test-support/push-service';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';

/** A browser of a test user, subscribed on the local push service: its client, its push address and its keys. */
export type SubscribedUser = { client: TestClient; endpoint: string; keys: BrowserPushKeys };

/**
 * The push tests' server (ADR 0031): a local push service, and a test server allowed to reach it (tests alone may let
 * the server reach loopback addresses). Read `started`'s fields inside tests.
 */
export function usePushServer() {
  const started = {} as { server: TestServer; pushService: PushService };
  beforeAll(async () => {
    started.pushService = await startPushService();
    started.server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  });
  afterAll(async () => {
    await started.server.dispose();
    await started.pushService.close();
  });

  /** A signed-in user with Push notifications on (and any other `preferences`), this browser subscribed at their address on the push service. */
  async function subscribedUser(
    email: string,
    name?: string,
    preferences: Record<string, unknown> = {},
  ): Promise<SubscribedUser> {
    const client = await started.server.signedInClient(email, name);
    const keys = createBrowserPushKeys();
    const endpoint = started.pushService.endpoint(email);
    expect(
      (await client.request('/api/preferences', { method: 'PATCH', json: { ...preferences, pushNotifications: true } }))
        .status,
    ).toBe(200);
    expect((await subscribe(client, endpoint, keys)).status).toBe(204);
    return { client, keys, endpoint };
  }
  return { started, subscribedUser };
}

/**
 * Subscribes the client's browser at `endpoint` with `keys`, as PushSubscription.toJSON() gives them (and `takeOver`
 * when asked: the browser's pushes taken from another account, ADR 0116).
 */
export const subscribe = (
  client: TestClient,
  endpoint: string,
  keys: BrowserPushKeys,
  { takeOver }: { takeOver?: boolean } = {},
) =>
  client.request('/api/notifications/push/subscription', {
    method: 'PUT',
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      ...(takeOver ? { takeOver } : {}),
    },
  });
