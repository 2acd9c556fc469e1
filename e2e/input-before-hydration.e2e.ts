import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Whether the page the server drew is still waiting for the app to take it over (ADR 0090). */
const isWaiting = (page: Page) => page.evaluate(() => document.querySelector('#root[data-hydrating]') !== null);

it('keeps a click and typing made on the drawn page before its script has started, and does both once the app is live (ADR 0090)', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'early@example.com', name: 'Esha Early' });
  // A phone's CPU (Lighthouse's 4× slowdown): the drawn page waits for its script the longer.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // The page's script is held back until the person has acted, so that they act before it has started, however fast
  // this machine is today (a person on a slow phone meets the same page for a second or two).
  let startScript = () => {};
  const scriptMayStart = new Promise<void>((resolve) => (startScript = resolve));
  await page.route('**/start-after-paint.js', async (route) => {
    await scriptMayStart;
    await route.continue();
  });
  // The frame's own goto: the stack's waits for the app, and a person does not.
  await page.mainFrame().goto(`${stack().baseUrl}/tool/equity-split`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add Founder' });
  const firstName = page.getByLabel('Name', { exact: true }).first();
  await add.waitFor();
  const painted = await page.evaluate(() => Math.round(performance.now()));
  await firstName.fill('Asha');
  await add.click();
  const acted = await page.evaluate(() => Math.round(performance.now()));
  // Both were done while the page still waited for the app: nothing of React's answered them then.
  expect(await isWaiting(page)).toBe(true);
  console.log(`Typed and clicked within ${acted - painted} ms of the page being drawn, before its script had started.`);
  startScript();

  await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
  // The click was done again: a third founder; what was typed reached the app and outlived its next render.
  await expect.poll(() => page.getByLabel('Name', { exact: true }).count()).toBe(3);
  expect(await firstName.inputValue()).toBe('Asha');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const names = page.getByLabel('Name', { exact: true });
  await names.nth(1).fill('Ravi');
  await names.nth(2).fill('Meera');
  await page.getByRole('button', { name: 'Calculate Equity Split' }).click();
  await page.getByRole('region', { name: 'Vesting for Asha' }).waitFor();
  expect(stack().consoleErrors).toEqual([]);
});
