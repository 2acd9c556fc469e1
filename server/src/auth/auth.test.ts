import { EMAIL_TAKEN_MESSAGE, GOOGLE_NOT_CONFIGURED_MESSAGE } from '@core/auth/auth-contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../db/schema';
import { createTestServer, linkIn, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

const signUp = (client = server.client(), body: Record<string, unknown> = {}) =>
  client.post('/api/auth/sign-up/email', {
    name: 'Ada Lovelace',
    password: 'correct horse',
    callbackURL: '/',
    ...body,
  });

const usersWithEmail = async (email: string) =>
  (await server.database.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]!.n;

describe('sign-up, confirmation, sign-in and sign-out', () => {
  it('creates the account and its profile, mails a confirmation link that signs the user in at the root', async () => {
    const client = server.client();
    const response = await signUp(client, { email: 'ada@example.com' });
    expect(response.status).toBe(200);
    expect(client.cookies.size).toBe(0);

    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.email, 'ada@example.com'));
    expect(profile).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com', avatarUrl: null });

    const mail = server.mails.find((m) => m.to === 'ada@example.com');
    expect(mail?.subject).toBe('Confirm your email for Founder Toolkit');
    expect(mail?.html).toContain('Hi Ada Lovelace,');

    const notYet = await client.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(notYet.status).toBe(403);
    expect(await notYet.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });

    const confirmed = await client.request(linkIn(mail));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/');
    const session = await (await client.request('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true });

    const signedOut = await client.post('/api/auth/sign-out', {});
    expect(signedOut.status).toBe(200);
    expect(await (await client.request('/api/auth/get-session')).json()).toBeNull();

    const signedIn = await client.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(signedIn.status).toBe(200);
    expect([...client.cookies.keys()]).toContain('better-auth.session_token');
    expect((await (await client.request('/api/auth/get-session')).json()).user.email).toBe('ada@example.com');
  });

  it('mails a fresh link when an unconfirmed user tries to sign in, and refuses a forged link', async () => {
    const client = server.client();
    await signUp(client, { email: 'late@example.com' });
    await client.post('/api/auth/sign-in/email', { email: 'late@example.com', password: 'correct horse' });
    expect(server.mails.filter((m) => m.to === 'late@example.com')).toHaveLength(2);

    const forged = await client.request('/api/auth/verify-email?token=not-a-token&callbackURL=/');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/?error=INVALID_TOKEN');
    expect(await (await client.request('/api/auth/get-session')).json()).toBeNull();
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    await signUp(undefined, { email: 'cookie@example.com' });
    const confirmed = await server.client().request(linkIn(server.mails.find((m) => m.to === 'cookie@example.com')));
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  // security/account-enumeration.test.ts: a wrong password and an unknown e-mail get the same answer.
});

describe('bad input to sign-up', () => {
  it.each([
    [{ name: '   ' }, 'name', 'Full name is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ name: 123 }, 'name', 'Invalid input: expected string, received number'],
  ])('rejects %j with a 422 naming the field and creates nothing', async (override, path, message) => {
    const email = `bad-${path}-${Math.random()}@example.com`;
    const response = await signUp(undefined, { email, ...override });
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('refuses an e-mail that a confirmed account has, whatever its case, and keeps one account', async () => {
    await signUp(undefined, { email: 'twice@example.com' });
    await server.client().request(linkIn(server.mails.findLast((m) => m.to === 'twice@example.com')));
    const again = await signUp(undefined, { email: 'Twice@Example.com', name: 'Someone Else' });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS', message: EMAIL_TAKEN_MESSAGE });
    expect(await usersWithEmail('twice@example.com')).toBe(1);
  });

  it('lets a new sign-up replace an account nobody confirmed, so no one can squat an address', async () => {
    await signUp(undefined, { email: 'squat@example.com', name: 'Squatter', password: 'squatters-password' });
    const owner = server.client();
    const answer = await signUp(owner, { email: 'squat@example.com', name: 'Rightful Owner' });
    expect(answer.status).toBe(200);
    expect(await usersWithEmail('squat@example.com')).toBe(1);
    await owner.request(linkIn(server.mails.findLast((m) => m.to === 'squat@example.com')));
    expect((await (await owner.request('/api/auth/get-session')).json()).user.name).toBe('Rightful Owner');
    const squatter = await server
      .client()
      .post('/api/auth/sign-in/email', { email: 'squat@example.com', password: 'squatters-password' });
    expect(squatter.status).toBe(401);
  });

  it('refuses a name Postgres cannot store before anything is written, keeping the unconfirmed account it would replace', async () => {
    await signUp(undefined, { email: 'nul@example.com', name: 'First Try' });
    const answer = await signUp(undefined, { email: 'nul@example.com', name: 'a\u0000b' });
    expect(answer.status).toBe(422);
    expect((await answer.json()).issues).toEqual([
      {
        path: 'name',
        message: 'Text cannot contain the NUL character or unpaired surrogates',
        messageId: 'server.http.unstorableText',
      },
    ]);
    const [row] = await server.database.db.select().from(user).where(eq(user.email, 'nul@example.com'));
    expect(row?.name).toBe('First Try');
  });

  it('accepts only the form fields, and stores the name trimmed', async () => {
    const withImage = await signUp(undefined, { email: 'img@example.com', image: 'https://tracker.example/pixel.png' });
    expect(withImage.status).toBe(422);
    expect((await withImage.json()).issues).toContainEqual({ path: '', message: 'Unrecognized key: "image"' });
    expect(await usersWithEmail('img@example.com')).toBe(0);

    await signUp(undefined, { email: 'trim@example.com', name: '  Ada   ' });
    const [row] = await server.database.db.select().from(user).where(eq(user.email, 'trim@example.com'));
    expect(row?.name).toBe('Ada');
  });

  it('refuses a confirmation landing on another site', async () => {
    const answer = await signUp(undefined, { email: 'offsite@example.com', callbackURL: 'https://evil.example/phish' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'INVALID_REDIRECT',
      message: 'callbackURL must be a page of this site',
    });
    expect(await usersWithEmail('offsite@example.com')).toBe(0);
  });

  it.each([
    ['/api/auth/verify-email?token=forged&callbackURL=https%3A%2F%2Fevil.example%2F', undefined],
    ['/api/auth/sign-in/social', { provider: 'google', callbackURL: '//evil.example/' }],
    [
      '/api/auth/sign-in/social',
      { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: 'https://evil.example' },
    ],
    // Found by the API fuzzer: a bare relative callback made better-auth throw (a 500).
    ['/api/auth/verify-email?token=&callbackURL=-1', undefined],
  ])('never redirects off-site: %s %j', async (path, json) => {
    const answer = await server.client().request(path, json ? { json } : {});
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
  });

  it.each([
    ['a malformed body', '{"email":'],
    ['an array', '[]'],
    ['wrong types', '{"email":5,"password":[1]}'],
  ])('answers %s to sign-in with a 422, never a 500', async (_case, body) => {
    const response = await server.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lists each bad field of a sign-in', async () => {
    const response = await server.client().post('/api/auth/sign-in/email', { email: 5, password: [1] });
    expect((await response.json()).issues.map((issue: { path: string }) => issue.path)).toEqual(['email', 'password']);
  });
});

describe('Google', () => {
  it('answers that Google sign-in is not configured when it is not', async () => {
    const response = await server
      .client()
      .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'GOOGLE_NOT_CONFIGURED',
      message: GOOGLE_NOT_CONFIGURED_MESSAGE,
      messageId: 'core.auth.googleNotConfigured',
    });
  });
});

describe('request forgery', () => {
  it('rejects a state-changing request from another origin', async () => {
    const response = await server
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Eve', email: 'eve@example.com', password: 'password123' },
        { origin: 'http://evil.example' },
      );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Cross-origin request rejected',
      messageId: 'server.http.crossOrigin',
    });
    expect(await usersWithEmail('eve@example.com')).toBe(0);
  });

  it('does not sign a user out from another origin', async () => {
    const client = server.client();
    await signUp(client, { email: 'victim@example.com' });
    await client.request(linkIn(server.mails.find((m) => m.to === 'victim@example.com')));
    const forged = await client.post('/api/auth/sign-out', {}, { origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    expect((await (await client.request('/api/auth/get-session')).json()).user.email).toBe('victim@example.com');
  });
});
