import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStackWithRegistry } from './support/registry-stack';

// A local registry (taken.com registered, any other .com free), which the server may reach on loopback.
const { stack, registry } = useStackWithRegistry();

const card = (page: Page, section: string, name: string) =>
  page.getByRole('region', { name: section }).getByRole('article', { name, exact: true });
/** A card's domain status badge (the card named Taken has that word in its heading too). */
const badge = (card: Locator, status: string) => card.locator('span', { hasText: new RegExp(`^${status}$`) });

it('generates names, checks one Taken and one Available with the registry, keeps the liked and saved ones after a reload and in another browser', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'brand@example.com', name: 'Brand Tester' });
  await page.goto('/tool/brand-name-suggester');
  await page.getByRole('heading', { level: 1, name: 'Brand Name Suggester' }).waitFor();
  const lists = page.getByRole('region', { name: 'Saved name lists' });
  await lists.getByText('No saved name lists yet. A list you work on saves itself here.').waitFor();

  // 'takes' and 'open': Modern has Openly (open + ly); Creative blends 'tak' (half of takes) with 'en' (half of open)
  // into Taken, whose domain the local registry holds.
  await page.getByLabel('Business Type').fill('Events');
  await page.getByLabel('Keywords').fill('takes, open');
  await page.getByRole('button', { name: 'Generate Names' }).click();
  const openly = card(page, 'Generated Names', 'Openly');
  await openly.getByText('openly.com').waitFor();
  await openly.getByText('Not checked').waitFor();
  await openly.getByRole('button', { name: 'Check Domain' }).click();
  await badge(openly, 'Available').waitFor();
  await openly.getByRole('button', { name: 'Save Name' }).click();

  await page.getByRole('button', { name: 'Creative', exact: true }).click();
  const taken = card(page, 'Generated Names', 'Taken');
  await taken.getByRole('button', { name: 'Check Domain' }).click();
  await badge(taken, 'Taken').waitFor();
  await taken.getByRole('button', { name: 'Like Taken' }).click();
  expect(registry().lookups).toEqual(['/rdap/domain/openly.com', '/rdap/domain/taken.com']);

  // The list took the keywords as its name and saves by itself (Auto save is on by default).
  expect(await page.getByLabel('List name').inputValue()).toBe('takes, open');
  await expect.poll(async () => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
  await lists.getByRole('button', { name: 'takes, open', exact: true }).waitFor();
  await lists.getByRole('listitem').getByText('2 names', { exact: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the page starts anew; opening the list brings back its names, checks and marks.
  await page.reload();
  await lists.getByRole('button', { name: 'takes, open', exact: true }).click();
  await badge(card(page, 'Liked and saved names', 'Openly'), 'Available').waitFor();
  const keptTaken = card(page, 'Liked and saved names', 'Taken');
  await badge(keptTaken, 'Taken').waitFor();
  expect(await keptTaken.getByRole('button', { name: 'Like Taken' }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByLabel('Business Type').inputValue()).toBe('Events');
  await card(page, 'Generated Names', 'Openly').waitFor();

  // 'Track' takes a name to the Domain Tracker. Leaving while the list is still being saved asks first (the tool
  // page's guard): like a founder, the journey follows the link once nothing is waiting to be saved.
  await expect.poll(() => page.getByTestId('save-status').textContent()).toMatch(/^(Saved)?$/);
  await card(page, 'Liked and saved names', 'Openly')
    .getByRole('link', { name: 'Track openly.com in Domain Tracker' })
    .click();
  // The tracker takes `?track=` out of the address as soon as it has tracked the name: the page, not that passing
  // address, is what shows the move happened.
  await page.getByRole('heading', { level: 1, name: 'Domain Tracker' }).waitFor();
  await page.getByRole('article', { name: 'openly.com' }).getByText('Available', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/tool/domain-tracker');

  // The same list in another browser.
  const other = await stack().newPage({ bypassCSP: true });
  await signIn(stack(), other, 'brand@example.com');
  await other.goto('/tool/brand-name-suggester');
  await other
    .getByRole('region', { name: 'Saved name lists' })
    .getByRole('button', { name: 'takes, open', exact: true })
    .click();
  const otherKept = other.getByRole('region', { name: 'Liked and saved names' });
  await otherKept.getByRole('article', { name: 'Taken', exact: true }).waitFor();
  expect(await otherKept.getByRole('article').count()).toBe(2);
  expect(stack().consoleErrors).toEqual([]);
});
