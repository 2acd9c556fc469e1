import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { headerStatus, savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

const splitShown = async (page: Page) =>
  (await page.getByRole('region', { name: 'Equity Split' }).getByRole('definition').allTextContents()).map((text) =>
    text.trim(),
  );

it('saves a scenario, reopens it after a reload, shares it read-only with a visitor, stops the link and deletes it', async () => {
  const owner = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), owner, { email: 'scenarios@example.com', name: 'Priya Raman' });
  await owner.goto('/tool/equity-split');
  const panel = owner.getByRole('region', { name: 'Saved Scenarios' });
  await panel.getByText('No saved scenarios yet. A split you work on saves itself here.').waitFor();

  // Three founders, the third with a 3-year schedule and a 6-month cliff.
  await owner.getByRole('button', { name: 'Add Founder' }).click();
  await owner.getByRole('button', { name: 'Calculate Equity Split' }).click();
  await expect.poll(() => splitShown(owner)).toEqual(['36%', '36%', '28%']);
  const third = owner.getByRole('region', { name: 'Vesting for Founder 3' });
  await third.getByLabel('Vesting years').fill('3');
  await third.getByLabel('Cliff months').fill('6');
  // It saves itself (Auto save is on by default), under the name typed in the page's header.
  await owner.getByLabel('Scenario name').fill('Seed round');
  await savedAs(owner, 'Seed round');

  // After a reload the address opens the scenario again, all of it, and the header says it is saved as it is.
  await owner.reload();
  await headerStatus(owner, 'Saved').waitFor();
  expect(await owner.getByLabel('Scenario name').inputValue()).toBe('Seed round');
  await expect.poll(() => splitShown(owner)).toEqual(['36%', '36%', '28%']);
  expect(
    await owner.getByRole('region', { name: 'Vesting for Founder 3' }).getByLabel('Cliff months').inputValue(),
  ).toBe('6');
  expect(await seriousA11yViolations(owner)).toEqual([]);

  // A read-only link, opened by a visitor in another browser.
  await panel.getByRole('button', { name: 'Share Seed round' }).click();
  const dialog = owner.getByRole('dialog', { name: "Share 'Seed round'" });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Link to Seed round' }).inputValue();
  expect(url).toMatch(/\/tool\/equity-split\?share=[A-Za-z0-9_-]{43}$/);

  const visitor = await stack().newPage({ bypassCSP: true });
  await visitor.goto(url);
  await visitor.getByRole('heading', { level: 1, name: 'Seed round' }).waitFor();
  await visitor.getByText(/^Shared by Priya Raman · saved/).waitFor();
  await expect.poll(() => splitShown(visitor)).toEqual(['36%', '36%', '28%']);
  await visitor
    .getByRole('region', { name: 'Vesting for Founder 3' })
    .getByText('36 months, cliff 6 months, then monthly')
    .waitFor();
  expect(await visitor.getByRole('slider').count()).toBe(0);
  expect(await seriousA11yViolations(visitor)).toEqual([]);

  // The visitor opens a copy to play with: the calculator, still past the gate, with the scenario's founders.
  await visitor.getByRole('button', { name: 'Open a Copy in the Calculator' }).click();
  await visitor.getByRole('heading', { level: 1, name: 'Equity Calculator' }).waitFor();
  await expect.poll(() => splitShown(visitor)).toEqual(['36%', '36%', '28%']);
  expect(await visitor.getByText('Login Required').count()).toBe(0);

  // Stopping the link: the visitor's next visit meets the sign-in gate, which says the link is no good.
  await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
  await dialog.getByText('Sharing stopped: the link no longer works.').waitFor();
  await visitor.reload();
  await visitor.getByText('Login Required').waitFor();
  expect(await visitor.getByRole('alert').textContent()).toBe('Invalid or expired link');

  // Deleting it, after confirming.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await panel.getByRole('button', { name: 'Delete Seed round' }).click();
  await owner.getByRole('dialog', { name: 'Delete scenario?' }).getByRole('button', { name: 'Delete' }).click();
  await headerStatus(owner, "Deleted 'Seed round'").waitFor();
  await panel.getByText(/No saved scenarios yet/).waitFor();
  expect(stack().consoleErrors).toEqual([]);
});
