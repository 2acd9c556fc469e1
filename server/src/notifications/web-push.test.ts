import type { InboxPage } from '@core/notifications/notification-contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrowserPushKeys, decryptPush, readVapidAuthorization } from '../../../test-support/push-service';
import { pushSubscriptions } from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { subscribe, usePushServer, type SubscribedUser } from '../testing/use-push-server';

const { started, subscribedUser } = usePushServer();

const pushOn = (client: TestClient, on = true) =>
  client.request('/api/preferences', { method: 'PATCH', json: { pushNotifications: on } });
const newIdea = async (client: TestClient, title: string) =>
  ((await (await client.post('/api/ideas', { title })).json()) as { id: string }).id;
const shareWith = (client: TestClient, ideaId: string, email: string, message = '') =>
  client.post('/api/shares', { ideaIds: [ideaId], method: 'email', emails: [email], accessType: 'comment', message });
const heldBy = (endpoint: string) =>
  started.server.database.db
    .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
const userIdOf = async (client: TestClient) =>
  ((await (await client.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
const inboxTexts = async (client: TestClient) =>
  ((await (await client.request('/api/notifications')).json()) as InboxPage).notifications.map(
    ({ text, href, actorName }) => ({ text, href, actorName }),
  );
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

  it('is kept again, updated, when its own user subscribes the browser again', async () => {
    const client = await started.server.signedInClient('resubscriber@example.com');
    const endpoint = started.pushService.endpoint('resubscribed-browser');
    expect((await subscribe(client, endpoint, createBrowserPushKeys())).status).toBe(204);
    const renewed = createBrowserPushKeys();
    expect((await subscribe(client, endpoint, renewed)).status).toBe(204);
    expect(await heldBy(endpoint)).toEqual([
      { userId: await userIdOf(client), p256dh: renewed.p256dh, auth: renewed.auth },
    ]);
  });

  it('is forgotten only by its owner', async () => {
    const owner = await started.server.signedInClient('forgetting-owner@example.com');
    const other = await started.server.signedInClient('forgetting-other@example.com');
    const endpoint = started.pushService.endpoint('forgotten-browser');
    await subscribe(owner, endpoint, createBrowserPushKeys());
    const forget = (client: TestClient) =>
      client.request('/api/notifications/push/subscription', { method: 'DELETE', json: { endpoint } });
    expect((await forget(other)).status).toBe(204);
    expect(await subscriptionsTo(endpoint)).toEqual([{ userId: await userIdOf(owner) }]);
    expect((await forget(owner)).status).toBe(204);
    expect(await subscriptionsTo(endpoint)).toEqual([]);
    expect((await forget(started.server.client())).status).toBe(401);
  });
});

describe('a push subscription another account holds (ADR 0116)', () => {
  const expectRefused = async (answering: Promise<Response>) => {
    const answer = await answering;
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'This browser receives notifications for another account on this device.' },
    });
  };
  /** The browser is still the holder's, with its keys, and the holder was told nothing. */
  const expectUnchanged = async (holder: SubscribedUser) => {
    expect(await heldBy(holder.endpoint)).toEqual([
      { userId: await userIdOf(holder.client), p256dh: holder.keys.p256dh, auth: holder.keys.auth },
    ]);
    expect(await inboxTexts(holder.client)).toEqual([]);
  };

  it('is not taken over by a subscription of the same browser that does not ask to', async () => {
    const holder = await subscribedUser('held-browser-holder@example.com');
    const newcomer = await started.server.signedInClient('held-browser-newcomer@example.com');
    await expectRefused(subscribe(newcomer, holder.endpoint, holder.keys));
    await expectUnchanged(holder);
  });

  it('is never taken over with keys other than the browser’s, even when asked to', async () => {
    const holder = await subscribedUser('hijacked-holder@example.com');
    const stranger = await started.server.signedInClient('hijacker@example.com');
    const theirs = createBrowserPushKeys();
    for (const keys of [theirs, { ...theirs, auth: holder.keys.auth }, { ...holder.keys, auth: theirs.auth }])
      await expectRefused(subscribe(stranger, holder.endpoint, keys, { takeOver: true }));
    await expectUnchanged(holder);
  });

  it('moves to the account that asks with the browser’s keys, and the account it left is told, never by whom', async () => {
    const holder = await subscribedUser('moved-from@example.com', 'Mo From');
    // The holder's other browser, which hears of the move by push.
    const laptop = { endpoint: started.pushService.endpoint('moved-from-laptop'), keys: createBrowserPushKeys() };
    expect((await subscribe(holder.client, laptop.endpoint, laptop.keys)).status).toBe(204);
    const newcomer = await started.server.signedInClient('moved-to@example.com', 'Tess Taker');

    expect((await subscribe(newcomer, holder.endpoint, holder.keys, { takeOver: true })).status).toBe(204);
    expect(await subscriptionsTo(holder.endpoint)).toEqual([{ userId: await userIdOf(newcomer) }]);
    const told = 'Notifications in one of your browsers now go to another account signed in there';
    expect(await inboxTexts(holder.client)).toEqual([{ text: told, href: '/preferences', actorName: '' }]);
    const [push] = await started.pushService.waitForPushes(laptop.endpoint);
    expect(JSON.parse(decryptPush(push!.body, laptop.keys))).toEqual({
      title: told,
      body: '',
      url: '/preferences',
      tag: 'push_moved:/preferences',
    });
    // The moved browser now hears only of the newcomer's news (not of the move); the newcomer is told nothing.
    expect(
      started.pushService.received.filter((received) => received.path === new URL(holder.endpoint).pathname),
    ).toEqual([]);
    expect(await inboxTexts(newcomer)).toEqual([]);
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
