import { describe, expect, it } from 'vitest';
import { linkIn } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/** Signs up through the API with these request headers, confirms, and reads the new account's preferences. */
async function preferencesAfterSignUp(email: string, headers: Record<string, string>) {
  const client = t.server.client();
  const answer = await client.post(
    '/api/auth/sign-up/email',
    { name: 'Nueva', email, password: 'correct horse', callbackURL: '/' },
    headers,
  );
  expect(answer.status).toBe(200);
  await client.request(linkIn(t.server.mails.findLast((mail) => mail.to === email)));
  return (await (await client.request('/api/preferences')).json()) as Record<string, unknown>;
}

const languageAfterSignUp = async (email: string, headers: Record<string, string>) =>
  (await preferencesAfterSignUp(email, headers)).language;

/** The company setting a new account starts with (ADR 0070). */
const companyAfterSignUp = async (email: string, headers: Record<string, string>) => {
  const { currency, numberFormat, dateFormat, fiscalYearStartMonth } = await preferencesAfterSignUp(email, headers);
  return { currency, numberFormat, dateFormat, fiscalYearStartMonth };
};

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

describe("a new account's company setting", () => {
  it("is proposed from the browser's first locale: India's rupees in lakhs, dd/mm and April–March years", async () => {
    expect(await companyAfterSignUp('india@example.com', { 'accept-language': 'en-IN,en;q=0.9' })).toEqual({
      currency: 'INR',
      numberFormat: 'indian',
      dateFormat: 'dmy',
      fiscalYearStartMonth: 4,
    });
    // The language is the page's (German); the region is the company's (Germany: euros, January–December).
    expect(await companyAfterSignUp('berlin@example.com', { 'accept-language': 'de-DE,de;q=0.9' })).toEqual({
      currency: 'EUR',
      numberFormat: 'international',
      dateFormat: 'dmy',
      fiscalYearStartMonth: 1,
    });
    // No header: what the app did before (dollars, month/day/year, January–December).
    expect(await companyAfterSignUp('nowhere@example.com', {})).toEqual({
      currency: 'USD',
      numberFormat: 'international',
      dateFormat: 'mdy',
      fiscalYearStartMonth: 1,
    });
  });
});
