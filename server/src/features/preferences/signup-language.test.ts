import { describe, expect, it } from 'vitest';
import { linkIn } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/** Signs up through the API with these request headers, confirms, and reads the new account's preferences. */
async function languageAfterSignUp(email: string, headers: Record<string, string>) {
  const client = t.server.client();
  const answer = await client.post(
    '/api/auth/sign-up/email',
    { name: 'Nueva', email, password: 'correct horse', callbackURL: '/' },
    headers,
  );
  expect(answer.status).toBe(200);
  await client.request(linkIn(t.server.mails.findLast((mail) => mail.to === email)));
  return ((await (await client.request('/api/preferences')).json()) as { language: string }).language;
}

describe('a new account', () => {
  it('starts in the language the visitor chose before signing up (the cookie), else their browser’s, else English', async () => {
    expect(await languageAfterSignUp('cookie-de@example.com', { cookie: 'lang=de', 'accept-language': 'es' })).toBe(
      'de',
    );
    expect(await languageAfterSignUp('browser-es@example.com', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe(
      'es',
    );
    expect(await languageAfterSignUp('nothing@example.com', {})).toBe('en');
    expect(await languageAfterSignUp('unknown@example.com', { cookie: 'lang=xx', 'accept-language': 'ja' })).toBe('en');
  });
});
