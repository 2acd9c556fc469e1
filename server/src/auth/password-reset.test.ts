import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verification } from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { createTestServer, linkIn, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

/** Asks for a reset link for `email` and returns it, as the mail carries it. */
async function resetLinkFor(email: string, client = server.client()) {
  const mailsBefore = server.mails.length;
  const asked = await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  expect(asked.status).toBe(200);
  const mail = await vi.waitFor(() => {
    const found = server.mails.slice(mailsBefore).find((m) => m.to === email);
    if (!found) throw new Error(`No reset mail to ${email}`);
    return found;
  });
  return { mail, link: linkIn(mail) };
}

/** Follows the mailed link as a browser would: better-auth checks the token and sends the browser to our page. */
async function openLink(link: string, client: TestClient) {
  const answer = await client.request(link);
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!, server.env.APP_URL);
}

const sessionEmail = async (client: TestClient) =>
  ((await (await client.request('/api/auth/get-session')).json()) as { user: { email: string } } | null)?.user.email ??
  null;
const signIn = (email: string, password: string) =>
  server.client().post('/api/auth/sign-in/email', { email, password });

describe('forgot password', () => {
  it('mails a link that opens the reset page; the new password ends every other session and signs this browser in', async () => {
    const elsewhere = await server.signedInClient('reset@example.com', 'Grace Hopper');
    const { mail, link } = await resetLinkFor('reset@example.com');
    expect(mail.subject).toBe('Reset your Founder Toolkit password');
    expect(mail.text).toContain('Hi Grace Hopper,');
    expect(mail.text).toContain('The link works once, for 1 hour.');

    const browser = server.client();
    const page = await openLink(link, browser);
    expect(page.pathname).toBe('/reset-password');
    const token = page.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', { newPassword: 'a brand new secret', token });
    expect(reset.status).toBe(200);
    expect(await sessionEmail(browser)).toBe('reset@example.com');
    expect(await sessionEmail(elsewhere)).toBeNull();
    expect((await signIn('reset@example.com', 'correct horse')).status).toBe(401);
    expect((await signIn('reset@example.com', 'a brand new secret')).status).toBe(200);
  });

  it('takes a link once: used again, it leads to the page with an error, and the password stays', async () => {
    await server.signedInClient('twice@example.com');
    const { link } = await resetLinkFor('twice@example.com');
    const browser = server.client();
    const token = (await openLink(link, browser)).searchParams.get('token');
    expect((await browser.post('/api/auth/reset-password', { newPassword: 'first new secret', token })).status).toBe(
      200,
    );

    const again = await server.client().post('/api/auth/reset-password', { newPassword: 'second new secret', token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await openLink(link, server.client())).search).toBe('?error=INVALID_TOKEN');
    expect((await signIn('twice@example.com', 'first new secret')).status).toBe(200);
  });

  it('refuses a link after its hour, and a token nobody was sent', async () => {
    await server.signedInClient('late-reset@example.com');
    const { link } = await resetLinkFor('late-reset@example.com');
    const token = link.match(/reset-password\/([^?]+)/)![1]!;
    // An hour and a second later (better-auth compares expires_at with the time of the request).
    await server.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `reset-password:${token}`));
    expect((await openLink(link, server.client())).search).toBe('?error=INVALID_TOKEN');
    const expired = await server.client().post('/api/auth/reset-password', { newPassword: 'too late now', token });
    expect(expired.status).toBe(400);
    const forged = await server
      .client()
      .post('/api/auth/reset-password', { newPassword: 'never mind', token: 'not-a-token' });
    expect(await forged.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn('late-reset@example.com', 'correct horse')).status).toBe(200);
  });

  it('confirms the address of an account nobody confirmed yet: the link proved the mailbox', async () => {
    await server.client().post('/api/auth/sign-up/email', {
      name: 'Pending',
      email: 'pending-reset@example.com',
      password: 'correct horse',
      callbackURL: '/',
    });
    const { link } = await resetLinkFor('pending-reset@example.com');
    const browser = server.client();
    const token = (await openLink(link, browser)).searchParams.get('token');
    expect((await browser.post('/api/auth/reset-password', { newPassword: 'confirmed by reset', token })).status).toBe(
      200,
    );
    const session = (await (await browser.request('/api/auth/get-session')).json()) as {
      user: { emailVerified: boolean };
    };
    expect(session.user.emailVerified).toBe(true);
    expect((await signIn('pending-reset@example.com', 'confirmed by reset')).status).toBe(200);
  });

  it('refuses bad input with the form’s words, changing nothing', async () => {
    const badEmail = await server
      .client()
      .post('/api/auth/request-password-reset', { email: 'not-an-email', redirectTo: '/reset-password' });
    expect(badEmail.status).toBe(422);
    expect(await badEmail.json()).toMatchObject({
      issues: [{ path: 'email', message: 'Enter a valid email address' }],
    });

    await server.signedInClient('short@example.com');
    const { link } = await resetLinkFor('short@example.com');
    const browser = server.client();
    const token = (await openLink(link, browser)).searchParams.get('token');
    const short = await browser.post('/api/auth/reset-password', { newPassword: 'short', token });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      issues: [{ path: 'newPassword', message: 'Password must be at least 8 characters' }],
    });
    // The link still works: nothing was spent on the refused attempt.
    expect((await browser.post('/api/auth/reset-password', { newPassword: 'long enough now', token })).status).toBe(
      200,
    );
  });

  it('is rate-limited like sign-in', async () => {
    const client = server.client();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(
        (
          await client.post('/api/auth/request-password-reset', {
            email: 'nobody@example.com',
            redirectTo: '/reset-password',
          })
        ).status,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
