import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, linkIn, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ APP_URL: 'https://founders.example' });
});
afterAll(() => server.dispose());

it('marks the session cookie Secure (and __Secure-) when the app is served over https', async () => {
  const client = server.client();
  await client.post('/api/auth/sign-up/email', {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    callbackURL: '/',
  });
  const confirmed = await client.request(linkIn(server.mails[0]));
  const cookie = confirmed.headers.getSetCookie().find((c) => c.includes('session_token='));
  expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/HttpOnly/i);
});
