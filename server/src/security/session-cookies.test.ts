import { afterEach, expect, it } from 'vitest';
import { createTestServer, linkIn, type TestServer } from '../testing/test-server';

// auth/auth.test.ts checks HttpOnly and SameSite=Lax in test mode, auth/secure-cookies.test.ts Secure over https.
let server: TestServer | undefined;
afterEach(() => server?.dispose());

const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'production-secret-that-is-long-enough-for-hmac' };

/** Every cookie a production server sets when a confirmed account signs in with its password. */
async function signInCookies(env: Record<string, string>): Promise<string[]> {
  server = await createTestServer({ ...PRODUCTION, ...env });
  const client = server.client();
  await client.post('/api/auth/sign-up/email', {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    callbackURL: '/',
  });
  await client.request(linkIn(server.mails[0]));
  const signedIn = await server
    .client()
    .post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'correct horse' });
  expect(signedIn.status).toBe(200);
  return signedIn.headers.getSetCookie();
}

it.each([
  ['served over https', { APP_URL: 'https://founders.example' }],
  // A production server reached on http://localhost (behind a local proxy, or the e2e stack) is still production.
  ['reached on http://localhost', { APP_URL: 'http://localhost:3000' }],
])('sets the session cookie HttpOnly, SameSite=Lax and Secure in production, %s', async (_, env) => {
  const cookies = await signInCookies(env);
  const session = cookies.find((cookie) => cookie.startsWith('__Secure-better-auth.session_token='));
  expect(session, cookies.join('\n')).toBeDefined();
  const attributes = session!
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim().toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
  for (const cookie of cookies) expect(cookie, 'every cookie').toMatch(/; Secure(;|$)/i);
});
