import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_RATE_LIMIT } from '../server/src/auth/auth';
import { migrationsDir } from '../server/src/paths';
import { signUpAndConfirm, signUpInTheDialog } from './support/accounts';
import type { ProxiedRequest } from './support/round-robin-proxy';
import { newIdea } from './support/ideas';
import { liveIdeasJourney } from './support/live-ideas-journey';
import { useOwnStack } from './support/use-stack';

const INSTANCES = 2;

// Each server process would open its own PGlite: only Postgres can be shared. CI sets TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'scale-out: two instances on one Postgres behind a round-robin proxy (needs TEST_DATABASE_URL)',
  () => {
    const stack = useOwnStack({ instances: INSTANCES });

    /** The proxy's log from here on (which instance answered what), filtered by `matching`. */
    const logFromNow = () => {
      const { log } = stack().proxy!;
      const start = log.length;
      return (matching: (entry: ProxiedRequest) => boolean = () => true) => log.slice(start).filter(matching);
    };
    const instancesOf = (entries: ProxiedRequest[]) => [...new Set(entries.map((entry) => entry.instance))].sort();
    const bothInstances = Array.from({ length: INSTANCES }, (_, instance) => instance);
    const answered = (method: string, path: string | RegExp, status: number) => (entry: ProxiedRequest) =>
      entry.method === method &&
      entry.status === status &&
      (typeof path === 'string' ? entry.path === path : path.test(entry.path));

    it('applied the migrations once when both instances started together, and both are healthy', async () => {
      const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      const client = new pg.Client({ connectionString: stack().databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ created_at: string }>(
          'select created_at from drizzle.__drizzle_migrations order by id',
        );
        expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
      } finally {
        await client.end();
      }
      expect(stack().instanceUrls).toHaveLength(INSTANCES);
      for (const url of stack().instanceUrls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
    });

    it('runs the main journey with its requests alternating between the instances', { timeout: 120_000 }, async () => {
      const journey = logFromNow();
      const page = await stack().newPage();

      // Sign-up and confirmation by mail: the link in the mail is the proxy's (APP_URL), and it signs in.
      await page.goto('/');
      await signUpInTheDialog(page, { email: 'ada@example.com', name: 'Ada Lovelace' });
      const mail = await stack().mailbox.waitForMail('ada@example.com');
      await page.goto(stack().mailbox.linkIn(mail, `${stack().baseUrl}/api/auth/verify-email?token=`));
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
      await page.getByText('Welcome back, Ada Lovelace.').waitFor();

      // Sign out, and in again: the session one instance makes, the other accepts.
      await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL('**/auth');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Password').fill('correct horse battery');
      const signedIn = logFromNow();
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Signed in successfully!').waitFor();
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
      expect(signedIn(answered('POST', '/api/auth/sign-in/email', 200))).toHaveLength(1);
      for (let i = 0; i < 4; i++) expect((await page.request.get('/api/profile')).status()).toBe(200);
      expect(instancesOf(signedIn(answered('GET', '/api/profile', 200)))).toEqual(bothInstances);

      // A preference saved through one instance is read back through either.
      await page.goto('/preferences');
      await page.getByLabel('Theme').selectOption('dark');
      await page.getByLabel('Default view').selectOption('list');
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.getByText('Preferences saved successfully!').waitFor();
      const preferencesRead = logFromNow();
      for (let i = 0; i < 2; i++) {
        await page.reload();
        await page.getByLabel('Theme').waitFor();
        expect(await page.getByLabel('Theme').inputValue()).toBe('dark');
        expect(await page.getByLabel('Default view').inputValue()).toBe('list');
        await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('dark');
      }
      for (let i = 0; i < 4; i++)
        expect(await (await page.request.get('/api/preferences')).json()).toMatchObject({
          theme: 'dark',
          defaultView: 'list',
        });
      expect(instancesOf(preferencesRead(answered('GET', '/api/preferences', 200)))).toEqual(bothInstances);

      // An idea, shared by a public link.
      const ideaId = await newIdea(page, 'scale-out', 'Tidal batteries');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = page.getByRole('dialog');
      await share.getByRole('button', { name: 'Next' }).click();
      expect(await share.getByRole('radio', { name: 'Public Link' }).isChecked()).toBe(true);
      await share.getByRole('button', { name: 'Next' }).click();
      await share.getByRole('button', { name: 'Share Now' }).click();
      await page.getByText('Public link created successfully').waitFor();
      const link = await share.getByLabel('Link to Tidal batteries').inputValue();
      expect(link.startsWith(`${stack().baseUrl}/`)).toBe(true);
      await share.getByRole('button', { name: 'Done' }).click();

      // Another browser opens the link: whichever instance validates it finds the same share.
      const guest = await stack().newPage();
      const linkRead = logFromNow();
      for (let i = 0; i < 2; i++) {
        await (i === 0 ? guest.goto(link) : guest.reload());
        await guest
          .getByText(
            "You're viewing this via a shared link from Ada Lovelace. Sign in to comment, add ideas, or explore more features",
          )
          .waitFor();
        await guest.getByRole('heading', { level: 1, name: 'Tidal batteries' }).waitFor();
      }
      const token = new URL(link).searchParams.get('share')!;
      for (let i = 0; i < 4; i++)
        expect(await (await guest.request.get(`/api/links/${token}/idea`)).json()).toMatchObject({
          idea: { id: ideaId, sourceType: 'shared-link' },
        });
      expect(instancesOf(linkRead(answered('GET', new RegExp(`^/api/links/${token}(/idea)?$`), 200)))).toEqual(
        bothInstances,
      );

      // Strict round robin: each instance served its share of the journey's requests.
      const served = journey();
      expect(served.length).toBeGreaterThan(50);
      for (const instance of bothInstances) {
        expect(served.filter((entry) => entry.instance === instance).length / served.length).toBeGreaterThanOrEqual(
          1 / INSTANCES - 0.05,
        );
      }
    });

    it(
      'shows an idea’s changes live in the other browsers whichever instance saved them',
      { timeout: 120_000 },
      async () => {
        const journey = logFromNow();
        await liveIdeasJourney(stack(), 'live-scale-out');
        // The browsers' live streams and the writes they heard of were served by both instances: changes saved
        // through one reached streams held by the other (pg_notify on the shared database, ADR 0114).
        const streams = journey(answered('GET', /^\/api\/notifications\/stream\?tab=/, 200));
        expect(streams.length).toBeGreaterThanOrEqual(3);
        const writes = journey((entry) => entry.method !== 'GET' && entry.path.startsWith('/api/ideas/'));
        expect(instancesOf(writes)).toEqual(bothInstances);
      },
    );

    it('counts wrong sign-in passwords across both instances: the limit comes at the same attempt as with one', async () => {
      await signUpAndConfirm(stack(), await stack().newPage(), { email: 'grace@example.com', name: 'Grace Hopper' });
      const attacker = await stack().newPage();
      await attacker.goto('/auth');
      const attempts = logFromNow();
      for (let attempt = 1; attempt <= SIGN_IN_RATE_LIMIT.max + 1; attempt++) {
        const isBlocked = attempt > SIGN_IN_RATE_LIMIT.max;
        await attacker.getByLabel('Email').fill('grace@example.com');
        await attacker.getByLabel('Password').fill(`wrong guess ${attempt}`);
        const answer = attacker.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
        await attacker.getByRole('button', { name: 'Login', exact: true }).click();
        expect((await answer).status(), `attempt ${attempt}`).toBe(isBlocked ? 429 : 401);
        await attacker
          .getByText(isBlocked ? 'Too many attempts. Please wait a minute and try again.' : 'Invalid email or password')
          .first()
          .waitFor();
      }
      expect(instancesOf(attempts(answered('POST', '/api/auth/sign-in/email', 401)))).toEqual(bothInstances);

      // Blocked on every instance, even with the right password; another client is not.
      const further = logFromNow();
      for (let i = 0; i < 4; i++) {
        const answer = await attacker.request.post('/api/auth/sign-in/email', {
          data: { email: 'grace@example.com', password: 'correct horse battery' },
          headers: { origin: stack().baseUrl },
        });
        expect(answer.status()).toBe(429);
      }
      expect(instancesOf(further(answered('POST', '/api/auth/sign-in/email', 429)))).toEqual(bothInstances);
      const someoneElse = await stack().newPage();
      const allowed = await someoneElse.request.post('/api/auth/sign-in/email', {
        data: { email: 'grace@example.com', password: 'correct horse battery' },
        headers: { origin: stack().baseUrl },
      });
      expect(allowed.status()).toBe(200);
    });
  },
);

/** A new idea titled `title`, made and opened in `page`'s browser; its id. */
