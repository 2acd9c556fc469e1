import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, linkIn, type TestServer } from '../testing/test-server';

// Sign-in and 'Forgot password?' must not tell an address with an account from one without. Timing is not
// compared here (bench/: the reset mail is sent after the answer, and an unknown address costs a lookup too).
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.signedInClient('known@example.com');
  await server.client().post('/api/auth/sign-up/email', {
    name: 'Pending',
    email: 'pending@example.com',
    password: 'correct horse',
    callbackURL: '/',
  });
  expect(linkIn(server.mails.findLast((mail) => mail.to === 'pending@example.com'))).toContain(
    '/api/auth/verify-email',
  );
});
afterAll(() => server.dispose());

/** What a client can read of an answer: its status, its body and its headers (less the per-request ones). */
async function observable(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
  return { status: response.status, body: await response.text(), headers };
}

/** Each from its own client, so the rate limit (per client address) counts none of them twice. */
async function answersFor(path: string, bodyFor: (email: string) => Record<string, unknown>) {
  const ask = async (email: string) => observable(await server.client().post(path, bodyFor(email)));
  return {
    known: await ask('known@example.com'),
    pending: await ask('pending@example.com'),
    unknown: await ask('nobody@example.com'),
  };
}

describe('account enumeration', () => {
  it('is impossible through sign-in: a wrong password and an unknown address get the same answer', async () => {
    const { known, pending, unknown } = await answersFor('/api/auth/sign-in/email', (email) => ({
      email,
      password: 'not the password',
    }));
    expect(known).toMatchObject({
      status: 401,
      body: JSON.stringify({
        message: 'Invalid email or password',
        code: 'INVALID_EMAIL_OR_PASSWORD',
        messageId: 'server.auth.invalidEmailOrPassword',
      }),
    });
    expect(pending).toEqual(known);
    expect(unknown).toEqual(known);
    expect(known.headers['set-cookie']).toBeUndefined();
  });

  it('is impossible through a password-reset request: the same answer, a mail only to an account', async () => {
    const mailsBefore = server.mails.length;
    const { known, pending, unknown } = await answersFor('/api/auth/request-password-reset', (email) => ({
      email,
      redirectTo: '/reset-password',
    }));
    expect(known).toMatchObject({ status: 200 });
    expect(pending).toEqual(known);
    expect(unknown).toEqual(known);
    await vi.waitFor(() =>
      expect(
        server.mails
          .slice(mailsBefore)
          .map((mail) => mail.to)
          .sort(),
      ).toEqual(['known@example.com', 'pending@example.com']),
    );
  });
});
