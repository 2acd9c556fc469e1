import { afterAll, expect, it } from 'vitest';
import { startCompetitorSite, type CompetitorSite } from '../test-support/competitor-site';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useOwnStack } from './support/use-stack';

// A competitor's site on loopback (test-support/competitor-site.ts), which this file's server may reach.
let site: CompetitorSite | undefined;
afterAll(() => site?.close());
const stack = useOwnStack(async () => {
  site = await startCompetitorSite();
  return { env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } };
});

it('watches a competitor’s pricing page, sees its price change line by line, hears of it, and keeps it all after a reload', async () => {
  const page = await stack().newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'watcher@example.com', name: 'Wanda Watcher' });
  await page.goto('/tool/competitor-tracker');
  await page.getByRole('heading', { level: 1, name: 'Competitor Tracker' }).waitFor();
  await page.getByText('You are not watching any pages yet.', { exact: false }).waitFor();

  // A wrong address is named by its field, and nothing is sent.
  await page.getByRole('textbox', { name: 'Competitor' }).fill('Acme');
  await page.getByLabel('Page address').fill('acme.example/pricing');
  await page.getByRole('button', { name: 'Watch page' }).click();
  await page.getByText('Enter the page’s address, starting with https:// or http://').waitFor();

  await page.getByLabel('Page address').fill(`${site!.origin}/pricing`);
  await page.getByRole('button', { name: 'Watch page' }).click();
  const watched = page.getByRole('article', { name: 'Acme · Pricing' });
  await watched.getByText('1 version kept', { exact: false }).waitFor();
  expect(site!.requests).toContain('/robots.txt');

  // The site changes its Starter price; 'Check now' reads it again and shows what changed.
  site!.setPrice('$24');
  await watched.getByRole('button', { name: 'Check Acme · Pricing now' }).click();
  const change = watched.getByRole('list', { name: 'Last change of Acme · Pricing' });
  await change.getByText('Starter: $24 a month').waitFor();
  // Marked for screen readers, not by colour only.
  expect(await change.getByRole('listitem').allInnerTexts()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Removed:\s*Starter: \$19 a month/),
      expect.stringMatching(/Added:\s*Starter: \$24 a month/),
    ]),
  );
  await watched.getByText('2 versions kept', { exact: false }).waitFor();

  // A second 'Check now' at once is refused by the button, with the reason.
  await watched.getByRole('button', { name: 'Check Acme · Pricing now' }).click();
  await watched.getByText('This page was checked less than 5 minutes ago. Please try again later.').waitFor();

  const mail = await stack().mailbox.waitForMail('watcher@example.com', { containing: 'a page of Acme you watch' });
  expect(mail.text).toContain('1 line added, 1 line removed.');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByText('A page you watch changed: Acme', { exact: false })
    .waitFor();
  await page.keyboard.press('Escape');

  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.reload();
  await watched
    .getByRole('list', { name: 'Last change of Acme · Pricing' })
    .getByText('Starter: $24 a month')
    .waitFor();
  await watched.getByText('2 versions kept', { exact: false }).waitFor();
});

it('shows why a page robots.txt disallows is not read, and reads nothing of it', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'polite@example.com', name: 'Polly Polite' });
  await page.goto('/tool/competitor-tracker');
  await page.getByRole('textbox', { name: 'Competitor' }).fill('Acme');
  await page.getByLabel('Kind of page').selectOption({ label: 'Product' });
  await page.getByLabel('Page address').fill(`${site!.origin}/private/plans`);
  await page.getByRole('button', { name: 'Watch page' }).click();
  await page
    .getByRole('article', { name: 'Acme · Product' })
    .getByText('The site’s robots.txt does not allow this page to be fetched, so nothing was stored.')
    .waitFor();
  expect(site!.requests).not.toContain('/private/plans');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
