import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { startFakeGoogle } from '../testing/fake-google';
import { createTestServer, type TestServer } from '../testing/test-server';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let server: TestServer;
beforeAll(async () => {
  google = await startFakeGoogle({
    sub: 'g-1',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    picture: 'https://example.com/grace.png',
  });
  server = await createTestServer(google.env);
});
afterAll(async () => {
  await server.dispose();
  await google.stop();
});

it('signs in with Google, creating the account and a profile with the avatar Google gives', async () => {
  const client = server.client();
  const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  expect(start.status).toBe(200);
  const { url } = await start.json();

  // The provider approves at once and sends the browser back to our callback.
  const approved = await fetch(url, { redirect: 'manual' });
  const callback = approved.headers.get('location')!;
  expect(new URL(callback).pathname).toBe('/api/auth/callback/google');

  const landed = await client.request(callback);
  expect(landed.status).toBe(302);
  expect(landed.headers.get('location')).toBe('/dashboard');

  const session = await (await client.request('/api/auth/get-session')).json();
  expect(session.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', emailVerified: true });
  const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.id, session.user.id));
  expect(profile).toMatchObject({
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    avatarUrl: 'https://example.com/grace.png',
  });
});
