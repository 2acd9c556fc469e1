import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

type Inbox = {
  notifications: { text: string; read: boolean; href: string; excerpt: string }[];
  unread: number;
  nextCursor: string | null;
};
const inbox = async (client: TestClient, query = '') =>
  (await (await client.request(`/api/notifications${query}`)).json()) as Inbox;

/** `sharer` shares `count` new ideas with `email`, one after another. */
async function shareIdeas(sharer: TestClient, email: string, titles: string[]) {
  for (const title of titles) {
    const { id } = (await (await sharer.post('/api/ideas', { title })).json()) as { id: string };
    await sharer.post('/api/shares', {
      ideaIds: [id],
      method: 'email',
      emails: [email],
      accessType: 'view',
      message: `About ${title}`,
    });
  }
}

describe('the inbox', () => {
  it("lists the user's notifications newest first, a page at a time, with the unread count; Mark all as read", async () => {
    const sharer = await server.signedInClient('inbox-sharer@example.com', 'Ines Sharer');
    const reader = await server.signedInClient('inbox-reader@example.com');
    await server.signedInClient('bystander@example.com');
    await shareIdeas(sharer, 'inbox-reader@example.com', ['First', 'Second', 'Third']);

    const first = await inbox(reader, '?limit=2');
    expect(first.unread).toBe(3);
    expect(first.notifications.map((n) => n.text)).toEqual([
      'Ines Sharer shared “Third” with you',
      'Ines Sharer shared “Second” with you',
    ]);
    expect(first.notifications[0]).toMatchObject({
      read: false,
      excerpt: 'About Third',
      href: expect.stringMatching(/^\/tool\/idea-garage\/idea\//),
    });
    const second = await inbox(reader, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.text)).toEqual(['Ines Sharer shared “First” with you']);
    expect(second.nextCursor).toBeNull();

    expect(await (await reader.post('/api/notifications/read-all', {})).json()).toEqual({ unread: 0 });
    const after = await inbox(reader);
    expect([after.unread, after.notifications.every((n) => n.read)]).toEqual([0, true]);
    expect((await inbox(sharer)).notifications).toEqual([]);
  });

  it('is for signed-in users only, and refuses a forged cursor', async () => {
    expect((await server.client().request('/api/notifications')).status).toBe(401);
    expect((await server.client().post('/api/notifications/read-all', {})).status).toBe(401);
    const reader = await server.signedInClient('cursor@example.com');
    const answer = await reader.request('/api/notifications?cursor=not-a-cursor');
    expect(answer.status).toBe(422);
  });
});

describe('unsubscribing from a notification mail', () => {
  it('turns E-mail notifications off in one click (RFC 8058), without a session; later shares are not mailed', async () => {
    const sharer = await server.signedInClient('unsub-sharer@example.com');
    const reader = await server.signedInClient('unsub-reader@example.com');
    await shareIdeas(sharer, 'unsub-reader@example.com', ['Mailed']);
    const mail = server.mails.findLast((m) => m.to === 'unsub-reader@example.com')!;
    const oneClick = mail.headers!['List-Unsubscribe']!.slice(1, -1);

    // What a mail provider sends: a form POST from its own servers, no cookie.
    const answer = await server.client().request(new URL(oneClick).pathname + new URL(oneClick).search, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
    });
    expect(answer.status).toBe(200);
    expect(
      ((await (await reader.request('/api/preferences')).json()) as { emailNotifications: boolean }).emailNotifications,
    ).toBe(false);

    const mailsBefore = server.mails.filter((m) => m.to === 'unsub-reader@example.com').length;
    await shareIdeas(sharer, 'unsub-reader@example.com', ['Not mailed']);
    expect(server.mails.filter((m) => m.to === 'unsub-reader@example.com')).toHaveLength(mailsBefore);
    expect((await inbox(reader)).notifications.map((n) => n.text)[0]).toContain('Not mailed');
  });

  it('sends a person who opens the one-click address to the page that asks first', async () => {
    const answer = await server.client().request('/api/notifications/unsubscribe?token=abc.def');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/unsubscribe?token=abc.def');
  });

  it('refuses a token it did not sign', async () => {
    const answer = await server
      .client()
      .request('/api/notifications/unsubscribe?token=dXNlcg.forged', { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { message: 'This unsubscribe link is not valid.' } });
    expect((await server.client().request('/api/notifications/unsubscribe', { method: 'POST' })).status).toBe(422);
  });
});
