import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrowserPushKeys, decryptPush, readVapidAuthorization } from '../../../test-support/push-service';
import { pushSubscriptions } from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { subscribe, usePushServer } from '../testing/use-push-server';

const { started, subscribedUser } = usePushServer();

const pushOn = (client: TestClient, on = true) =>
  client.request('/api/preferences', { method: 'PATCH', json: { pushNotifications: on } });
const newIdea = async (client: TestClient, title: string) =>
  ((await (await client.post('/api/ideas', { title })).json()) as { id: string }).id;
const shareWith = (client: TestClient, ideaId: string, email: string, message = '') =>
  client.post('/api/shares', { ideaIds: [ideaId], method: 'email', emails: [email], accessType: 'comment', message });
const subscriptionsTo = (endpoint: string) =>
  started.server.database.db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));

describe('the push key', () => {
  it('is the server’s VAPID public key (an uncompressed P-256 point), for signed-in users only', async () => {
    const client = await started.server.signedInClient('key-reader@example.com');
    const answer = await client.request('/api/notifications/push/key');
    expect(await answer.json()).toEqual({ publicKey: started.server.env.VAPID_PUBLIC_KEY });
    expect(Buffer.from(started.server.env.VAPID_PUBLIC_KEY!, 'base64url')).toHaveLength(65);
    expect((await started.server.client().request('/api/notifications/push/key')).status).toBe(401);
  });
});

describe('a push subscription', () => {
  it('is refused, by the field, when its keys are not a browser’s or its endpoint is not an http(s) URL', async () => {
    const client = await started.server.signedInClient('bad-subscriber@example.com');
    const keys = createBrowserPushKeys();
    const refused = async (json: unknown) => {
      const answer = await client.request('/api/notifications/push/subscription', { method: 'PUT', json });
      expect(answer.status).toBe(422);
      return ((await answer.json()) as { error: { issues: { path: string; message: string; messageId?: string }[] } })
        .error.issues;
    };
    expect(
      await refused({ endpoint: started.pushService.endpoint('x'), keys: { p256dh: keys.auth, auth: keys.auth } }),
    ).toEqual([
      {
        path: 'keys.p256dh',
        message: 'The subscription key must be a P-256 public key in base64url',
        messageId: 'core.notifications.pushKeyInvalid',
      },
    ]);
    const offTheCurve = Buffer.alloc(65, 7);
    offTheCurve[0] = 4;
    expect(
      await refused({
        endpoint: started.pushService.endpoint('x'),
        keys: { p256dh: offTheCurve.toString('base64url'), auth: keys.auth },
      }),
    ).toEqual([
      {
        path: 'keys.p256dh',
        message: 'The subscription key must be a P-256 public key in base64url',
        messageId: 'core.notifications.pushKeyInvalid',
      },
    ]);
    expect(
      await refused({ endpoint: started.pushService.endpoint('x'), keys: { p256dh: keys.p256dh, auth: 'short' } }),
    ).toEqual([
      {
        path: 'keys.auth',
        message: 'The subscription secret must be 16 bytes in base64url',
        messageId: 'core.notifications.pushSecretInvalid',
      },
    ]);
    expect(await refused({ endpoint: 'ftp://push.example.com/x', keys })).toEqual([
      {
        path: 'endpoint',
        message: 'The push service address must be an http(s) URL',
        messageId: 'core.notifications.pushEndpointNotUrl',
      },
    ]);
  });

  it('cannot point the server at a private network address', async () => {
    const client = await started.server.signedInClient('ssrf-subscriber@example.com');
    const answer = await subscribe(client, 'http://169.254.169.254/latest/meta-data', createBrowserPushKeys());
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { error: { issues: unknown[] } }).error.issues).toEqual([
      {
        path: 'endpoint',
        message: 'This push service address cannot be reached from the server.',
        messageId: 'core.notifications.pushEndpointRefused',
      },
    ]);
    expect(await subscriptionsTo('http://169.254.169.254/latest/meta-data')).toEqual([]);
  });

  it('belongs to whoever subscribed the browser last, and only its owner forgets it', async () => {
    const first = await started.server.signedInClient('first-on-browser@example.com');
    const second = await started.server.signedInClient('second-on-browser@example.com');
    const endpoint = started.pushService.endpoint('shared-browser');
    const keys = createBrowserPushKeys();
    await subscribe(first, endpoint, keys);
    await subscribe(second, endpoint, keys);
    const secondId = (await subscriptionsTo(endpoint))[0]!.userId;

    const forget = (client: TestClient) =>
      client.request('/api/notifications/push/subscription', { method: 'DELETE', json: { endpoint } });
    expect((await forget(first)).status).toBe(204);
    expect(await subscriptionsTo(endpoint)).toEqual([{ userId: secondId }]);
    expect((await forget(second)).status).toBe(204);
    expect(await subscriptionsTo(endpoint)).toEqual([]);
    expect(
      (
        await started.server
          .client()
          .request('/api/notifications/push/subscription', { method: 'DELETE', json: { endpoint } })
      ).status,
    ).toBe(401);
  });
});

describe('pushes', () => {
  it('bring a shared idea to the subscribed browser: encrypted for its keys, signed with the server’s VAPID key', async () => {
    const sharer = await started.server.signedInClient('push-sharer@example.com', 'Pia Pusher');
    const reader = await subscribedUser('push-reader@example.com', 'Rex Reader');
    const ideaId = await newIdea(sharer, 'Rooftop farms');
    expect((await shareWith(sharer, ideaId, 'push-reader@example.com', 'Worth a look')).status).toBe(201);

    const [push] = await started.pushService.waitForPushes(reader.endpoint);
    expect(JSON.parse(decryptPush(push!.body, reader.keys))).toEqual({
      title: 'Pia Pusher shared “Rooftop farms” with you',
      body: 'Worth a look',
      url: `/tool/idea-garage/idea/${ideaId}`,
      tag: `idea_shared:/tool/idea-garage/idea/${ideaId}`,
    });
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      'user-agent': 'FounderToolkit/1.0 (+http://localhost:3000)',
    });
    const vapid = readVapidAuthorization(push!.headers.authorization);
    expect(vapid.publicKey).toBe(started.server.env.VAPID_PUBLIC_KEY);
    expect(vapid.claims).toMatchObject({ aud: started.pushService.origin, sub: 'mailto:no-reply@localhost' });
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('tell a comment to the idea’s owner and an answered invitation to the one who invited', async () => {
    const owner = await subscribedUser('push-owner@example.com', 'Otto Owner');
    const commenter = await started.server.signedInClient('push-commenter@example.com', 'Cleo Commenter');
    const ideaId = await newIdea(owner.client, 'Tide power');
    await shareWith(owner.client, ideaId, 'push-commenter@example.com');
    expect((await commenter.post(`/api/ideas/${ideaId}/comments`, { content: 'Love the tides' })).status).toBe(201);

    const [commented] = await started.pushService.waitForPushes(owner.endpoint);
    expect(JSON.parse(decryptPush(commented!.body, owner.keys))).toMatchObject({
      title: 'Cleo Commenter commented on “Tide power”',
      body: 'Love the tides',
    });

    const { id } = (await (
      await owner.client.post('/api/assessments', { answers: Array<number>(10).fill(4) })
    ).json()) as { id: string };
    await owner.client.post(`/api/assessments/${id}/invites`, { email: 'push-cofounder@example.com' });
    const token = started.server.mails
      .findLast((mail) => mail.to === 'push-cofounder@example.com')!
      .text.match(/assessment-invite\/(\S+)/)![1]!;
    expect(
      (
        await started.server
          .client()
          .post(`/api/assessment-invites/${token}/answers`, { answers: Array<number>(10).fill(3) })
      ).status,
    ).toBe(201);
    const [, answered] = await started.pushService.waitForPushes(owner.endpoint, 2);
    expect(JSON.parse(decryptPush(answered!.body, owner.keys))).toEqual({
      title: 'push-cofounder@example.com answered your co-founder fit invitation',
      body: '',
      url: '/tool/cofounder-fit',
      tag: 'assessment_answered:/tool/cofounder-fit',
    });
  });

  it('are not sent when Push notifications is off, though the browser is still subscribed', async () => {
    const sharer = await started.server.signedInClient('quiet-push-sharer@example.com');
    const quiet = await subscribedUser('quiet-push@example.com', 'Quinn Quiet');
    const loud = await subscribedUser('loud-push@example.com', 'Lou Loud');
    expect((await pushOn(quiet.client, false)).status).toBe(200);
    const ideaId = await newIdea(sharer, 'Told to one');
    await shareWith(sharer, ideaId, 'quiet-push@example.com');
    await shareWith(sharer, ideaId, 'loud-push@example.com');

    // No push is even queued for Quinn (decided when the share is told); Lou’s shows the pushes ran.
    await started.pushService.waitForPushes(loud.endpoint);
    expect(started.pushService.received.filter((push) => push.path === new URL(quiet.endpoint).pathname)).toEqual([]);
  });

  it('forget a browser whose push service says its subscription is gone', async () => {
    const sharer = await started.server.signedInClient('gone-sharer@example.com');
    const gone = await subscribedUser('gone-reader@example.com', 'Gina Gone');
    started.pushService.answerWith(410);
    try {
      await shareWith(sharer, await newIdea(sharer, 'Nobody home'), 'gone-reader@example.com');
      await started.pushService.waitForPushes(gone.endpoint);
      await expect.poll(() => subscriptionsTo(gone.endpoint), { timeout: 5000 }).toEqual([]);
    } finally {
      started.pushService.answerWith(201);
    }
  });
});
