import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { createTestServer, type TestServer } from '../testing/test-server';

/** The API's own session lookup (ADR 0013) agrees with better-auth on every cookie that matters. */
describe('session reader', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.dispose());

  const sessionCookieName = 'better-auth.session_token';
  const profileStatus = async (client: TestClient) => (await client.request('/api/profile')).status;

  it('accepts the session better-auth issued and answers 401 once it is signed out', async () => {
    const client = await server.signedInClient('reader@example.com');
    expect(await profileStatus(client)).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    client.cookies.set(sessionCookieName, '');
    expect(await profileStatus(client)).toBe(401);
  });

  it('refuses a session cookie whose signature does not match, and one that is not signed at all', async () => {
    const client = await server.signedInClient('tamper@example.com');
    const signed = decodeURIComponent(client.cookies.get(sessionCookieName)!);
    const token = signed.slice(0, signed.lastIndexOf('.'));
    for (const forged of [
      token,
      `${token}.${'A'.repeat(43)}=`,
      `${token}x.${signed.slice(signed.lastIndexOf('.') + 1)}`,
      '%E0%A4%A',
    ]) {
      client.cookies.set(sessionCookieName, forged);
      expect(await profileStatus(client), forged).toBe(401);
    }
    client.cookies.set(sessionCookieName, encodeURIComponent(signed));
    expect(await profileStatus(client)).toBe(200);
  });

  it('treats an expired session as no session', async () => {
    const client = await server.signedInClient('expired@example.com');
    const [account] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'expired@example.com'));
    await server.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, account!.id));
    expect(await profileStatus(client)).toBe(401);
    expect((await client.post('/api/ideas', { title: 'Too late' })).status).toBe(401);
  });
});

describe('session reader over https', () => {
  it('reads the __Secure- cookie better-auth sets when the app is served over https', async () => {
    const server = await createTestServer({ APP_URL: 'https://founders.example' });
    try {
      const client = await server.signedInClient('secure@example.com');
      expect([...client.cookies.keys()]).toContain('__Secure-better-auth.session_token');
      expect((await client.request('/api/profile')).status).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});
