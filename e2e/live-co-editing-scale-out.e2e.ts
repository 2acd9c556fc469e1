import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { startRedis } from '../test-support/redis-server';
import { useOwnStack } from './support/use-stack';

// Each server process would open its own PGlite: only Postgres can be shared. CI sets TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'live co-editing on two instances on one Postgres, with Redis, behind a round-robin proxy (needs TEST_DATABASE_URL)',
  () => {
    let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
    afterAll(() => redis?.stop());
    const stack = useOwnStack(async () => {
      redis = await startRedis();
      return { instances: 2, env: { REDIS_URL: redis.url } };
    });
    const mainEditor = (page: Page) => page.getByRole('textbox', { name: 'Content of Main Content' });
    const syncState = (page: Page) => page.getByTestId('sync-state');
    const call = (page: Page, path: string, data: unknown) =>
      page.request.fetch(path, { method: 'POST', data, headers: { origin: stack().baseUrl } });

    /** Opens the idea, its live document there, and reaches for the editor. */
    async function openEditor(page: Page, ideaId: string) {
      await page.goto(`/tool/idea-garage/idea/${ideaId}`);
      await page.locator('#root:not([data-hydrating])').waitFor();
      await expect.poll(() => syncState(page).textContent(), { timeout: 15_000 }).toBe('Synced');
      await mainEditor(page).click();
      await expect.poll(() => mainEditor(page).getAttribute('contenteditable'), { timeout: 15_000 }).toBe('true');
    }

    it('lets two people on different instances edit one page and see each other', async () => {
      const [ada, bob] = [await stack().newPage(), await stack().newPage()];
      await signUpAndConfirm(stack(), bob, { email: 'bob@scale.example.com', name: 'Bob Builder' });
      await signUpAndConfirm(stack(), ada, { email: 'ada@scale.example.com', name: 'Ada Lovelace' });
      const idea = (await (await call(ada, '/api/ideas', { title: 'Wave farms' })).json()) as { id: string };
      const shared = await call(ada, '/api/shares', {
        ideaIds: [idea.id],
        method: 'email',
        emails: ['bob@scale.example.com'],
        accessType: 'edit',
      });
      expect(shared.status()).toBe(201);

      const sockets = () => stack().proxy!.log.filter((entry) => entry.method === 'UPGRADE');
      const before = sockets().length;
      await openEditor(ada, idea.id);
      await openEditor(bob, idea.id);
      // The proxy sends each new socket to the next instance: Ada's and Bob's are on different ones.
      expect(
        new Set(
          sockets()
            .slice(before)
            .map((entry) => entry.instance),
        ),
      ).toEqual(new Set([0, 1]));

      await mainEditor(ada).click();
      await ada.keyboard.type('Waves never stop.');
      await mainEditor(bob).getByText('Waves never stop.').waitFor();
      await mainEditor(bob).click();
      await bob.keyboard.press('End');
      await bob.keyboard.type(' Nor do we.');
      await expect.poll(() => mainEditor(ada).textContent(), { timeout: 10_000 }).toBe('Waves never stop. Nor do we.');
      await ada.getByRole('list', { name: 'On this page now' }).getByText('Bob Builder').waitFor();
    });
  },
);
