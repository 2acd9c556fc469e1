import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

/** Another browser signed in to the same account, telling the server its User-Agent. */
async function signInFrom(email: string, userAgent: string, password = 'correct horse') {
  const client = server.client();
  const answer = await client.post('/api/auth/sign-in/email', { email, password }, { 'user-agent': userAgent });
  expect(answer.status).toBe(200);
  return client;
}

type Listed = { id: string; browser: string; os: string; current: boolean; lastActiveAt: string; signedInAt: string };
const sessionsOf = async (client: TestClient) =>
  (await (await client.request('/api/account/sessions')).json()) as Listed[];
const isSignedIn = async (client: TestClient) =>
  (await client.request('/api/auth/get-session').then((r) => r.json())) !== null;

describe('the sessions list', () => {
  it("lists the account's sessions with browser and system, marking this device, and never another account's", async () => {
    await server.signedInClient('sessions@example.com');
    await server.signedInClient('someone-else@example.com');
    const mac = await signInFrom('sessions@example.com', CHROME_MAC);
    await signInFrom('sessions@example.com', FIREFOX_WINDOWS);

    const listed = await sessionsOf(mac);
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current).map((s) => [s.browser, s.os])).toEqual([['Chrome 131', 'macOS']]);
    expect(listed.map((s) => `${s.browser} on ${s.os}`)).toContain('Firefox 133 on Windows');
    expect(Object.keys(listed[0]!).sort()).toEqual(['browser', 'current', 'id', 'lastActiveAt', 'os', 'signedInAt']);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
  });

  it('signs out one other session, which is signed out at once; an unknown or foreign id is a 404', async () => {
    await server.signedInClient('one-out@example.com');
    const here = await signInFrom('one-out@example.com', CHROME_MAC);
    const phone = await signInFrom('one-out@example.com', SAFARI_IPHONE);
    const stranger = await server.signedInClient('stranger@example.com');
    const strangersSession = (await sessionsOf(stranger))[0]!.id;

    const phoneSession = (await sessionsOf(here)).find((s) => s.os === 'iOS')!;
    expect((await here.request(`/api/account/sessions/${phoneSession.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await sessionsOf(here)).map((s) => s.os)).not.toContain('iOS');

    expect((await here.request(`/api/account/sessions/${phoneSession.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await here.request(`/api/account/sessions/${strangersSession}`, { method: 'DELETE' })).status).toBe(404);
    expect(await isSignedIn(stranger)).toBe(true);
  });

  it('signs out of all other devices, keeping this one', async () => {
    const first = await server.signedInClient('all-out@example.com');
    const here = await signInFrom('all-out@example.com', CHROME_MAC);
    const phone = await signInFrom('all-out@example.com', SAFARI_IPHONE);
    const ended = await here.request('/api/account/sessions/end-others', { method: 'POST' });
    expect(await ended.json()).toEqual({ ended: 2 });
    expect([await isSignedIn(first), await isSignedIn(phone), await isSignedIn(here)]).toEqual([false, false, true]);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
  });

  it('is for signed-in users only', async () => {
    const visitor = server.client();
    expect((await visitor.request('/api/account/sessions')).status).toBe(401);
    expect((await visitor.request('/api/account/sessions/end-others', { method: 'POST' })).status).toBe(401);
    expect((await visitor.request('/api/account/sessions/x', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password by its field, changing nothing', async () => {
    const client = await server.signedInClient('wrong-current@example.com');
    const answer = await client.post('/api/auth/change-password', {
      currentPassword: 'not it at all',
      newPassword: 'a new secret',
      revokeOtherSessions: true,
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      issues: [{ path: 'currentPassword', message: 'The current password is not right.' }],
    });
    expect(
      (
        await server
          .client()
          .post('/api/auth/sign-in/email', { email: 'wrong-current@example.com', password: 'correct horse' })
      ).status,
    ).toBe(200);
  });

  it('refuses a new password that breaks the rules, with the form’s words', async () => {
    const client = await server.signedInClient('short-new@example.com');
    const answer = await client.post('/api/auth/change-password', {
      currentPassword: 'correct horse',
      newPassword: 'short',
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      issues: [{ path: 'newPassword', message: 'Password must be at least 8 characters' }],
    });
  });

  it('changes it, signing out the other devices when asked, keeping this one', async () => {
    const here = await server.signedInClient('changer@example.com');
    const phone = await signInFrom('changer@example.com', SAFARI_IPHONE);
    const answer = await here.post('/api/auth/change-password', {
      currentPassword: 'correct horse',
      newPassword: 'a new secret',
      revokeOtherSessions: true,
    });
    expect(answer.status).toBe(200);
    expect([await isSignedIn(here), await isSignedIn(phone)]).toEqual([true, false]);
    const signIn = (password: string) =>
      server.client().post('/api/auth/sign-in/email', { email: 'changer@example.com', password });
    expect((await signIn('correct horse')).status).toBe(401);
    expect((await signIn('a new secret')).status).toBe(200);
  });
});
