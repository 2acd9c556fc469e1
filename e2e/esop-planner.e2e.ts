import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

/** The cap table's lines as shown: holder, shares before, % before, shares after, % after. */
const capTable = async (page: Page) =>
  page
    .getByRole('table', { name: 'Cap table before and after the round' })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())),
    );

/** The figure a region shows under `label` (a <dt>, its value the <dd> after it). */
const figure = async (region: Locator, label: string) =>
  (
    await region.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()
  )?.trim();

it('plans a pool and a grant, prices a round with the pool shuffle, exports CSV, and keeps the plan after a reload and in another browser', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  // "Vested to date" reads the clock: fix the browser's day to 20 July 2026.
  await page.clock.setFixedTime(new Date('2026-07-20T12:00:00'));
  await signUpAndConfirm(stack(), page, { email: 'esop@example.com', name: 'Meera Shah' });

  // A scenario saved in the equity calculator: its default founders split 49 % / 51 % (220 and 225 points of 445).
  await page.goto('/tool/equity-split');
  await page.getByRole('button', { name: 'Calculate Equity Split' }).click();
  // It saves itself (Auto save is on by default), under the name given in the page's header.
  await page.getByLabel('Scenario name').fill('Founders');
  await savedAs(page, 'Founders');

  await page.goto('/tool/esop-planner');
  await page.getByRole('heading', { level: 1, name: 'ESOP Planner' }).waitFor();
  const plans = page.getByRole('region', { name: 'Saved plans' });
  await plans.getByText('No saved plans yet. A plan you work on saves itself here.').waitFor();
  // A new plan has a default name in the header, and nothing to save until something in it changes.
  expect(await page.getByLabel('Plan name').inputValue()).toBe('ESOP plan 1');
  expect(await page.getByTestId('save-status').textContent()).toBe('');

  // The company: 10,000,000 shares with a 5 % pool; a grant of 400,000 shares made on 15 January 2024.
  await page.getByLabel('Option pool (%)').fill('5');
  await page.getByRole('button', { name: 'Add grant' }).click();
  const grant = page.getByRole('group', { name: /^Grant 1/ });
  await grant.getByLabel('Holder').fill('Priya');
  await grant.getByLabel('Role').fill('Engineer');
  await grant.getByLabel('Shares granted').fill('400000');
  await grant.getByLabel('Grant date').fill('2024-01-15');
  await grant.getByLabel('Strike price per share').fill('0.25');
  // 30 whole months by 20 July 2026: 400,000 × 30 / 48 = 250,000 vested.
  await grant.getByText('400,000 shares · vested to date: 250,000').waitFor();
  await grant.getByText('Vesting by year').click();
  await grant.getByRole('row', { name: /^2 Jan 15, 2026 100,000 200,000$/ }).waitFor();

  // The pool: 500,000; 400,000 granted, 100,000 left, 80 % used. A second grant of 150,000 goes 50,000 over it.
  const pool = page.getByRole('region', { name: 'Option pool', exact: true });
  expect(await figure(pool, 'Remaining')).toBe('100,000');
  expect(await figure(pool, 'Pool used')).toBe('80%');
  await pool.getByRole('img', { name: /^Option pool used/ }).waitFor();
  await page.getByRole('button', { name: 'Add grant' }).click();
  const second = page.getByRole('group', { name: /^Grant 2/ });
  await second.getByLabel('Holder').fill('Sam');
  await second.getByLabel('Shares granted').fill('150000');
  await pool.getByText('The grants exceed the pool by 50,000 shares. Enlarge the pool or reduce the grants.').waitFor();
  await second.getByRole('button', { name: 'Remove Grant 2' }).click();
  expect(await pool.getByRole('alert').count()).toBe(0);

  // The round: $8M pre-money, $2M in, a 10 % pool after it (hand-worked in core/tools/esop-planner/option-pool-shuffle.test.ts).
  const round = page.getByRole('region', { name: 'A new round' });
  expect(await figure(round, 'Pool top-up (shares)')).toBe('857,143');
  // The whole pool after the round, 10 % of the $10M post-money, comes out of the pre-money (Venture Hacks).
  expect(await figure(round, 'Pool taken from the pre-money')).toBe('$1,000,000');
  expect(await figure(round, 'Price per share')).toBe('$0.7368');
  expect(await capTable(page)).toEqual([
    ['Founders', '9,500,000', '95%', '9,500,000', '70%'],
    ['Option pool', '500,000', '5%', '1,357,143', '10%'],
    ['New investors', '—', '—', '2,714,285', '20%'],
    ['Total', '10,000,000', '100%', '13,571,428', '100%'],
  ]);

  // The founders' split from the equity scenario: 9,500,000 × 49 % = 4,655,000 and × 51 % = 4,845,000.
  await round.getByLabel('Equity scenario').selectOption({ label: 'Founders' });
  await round.getByRole('button', { name: "Use its founders' split" }).click();
  await round.getByText("The founders' shares are split: Founder 1 49% and Founder 2 51%.").waitFor();
  expect((await capTable(page)).slice(0, 2).map((line) => line.slice(0, 2))).toEqual([
    ['Founder 1', '4,655,000'],
    ['Founder 2', '4,845,000'],
  ]);

  // In rupees, grouped in lakhs and crores: the founders' 70 % of the 1 crore post-money, ₹70 lakh.
  await page.getByLabel('Currency').selectOption('INR');
  expect(await figure(round, 'Effective pre-money')).toBe('₹70,00,000');

  // It saved itself as 'ESOP plan 1' (Auto save is on by default); renamed in the header, it saves again.
  await plans.getByRole('listitem').getByText('ESOP plan 1').waitFor();
  await page.getByLabel('Plan name').fill('Seed plan');
  await plans.getByRole('button', { name: 'Seed plan', exact: true }).waitFor();
  await expect.poll(async () => page.getByTestId('save-status').textContent()).toBe('Saved');
  await plans.getByRole('listitem').getByText('1 grant · Saved', { exact: false }).waitFor();

  const grantsCsv = await downloaded(page, page.getByRole('button', { name: 'Export grants (CSV)' }));
  expect(grantsCsv.name).toBe('seed-plan-grants.csv');
  expect(grantsCsv.text.trim().split(/\r?\n/)).toEqual([
    'Holder,Role,Shares,Grant date,Strike price,Vesting years,Cliff months,Vested on 2026-07-20',
    'Priya,Engineer,400000,2024-01-15,0.25,4,12,250000',
  ]);
  const capCsv = await downloaded(page, page.getByRole('button', { name: 'Export cap table (CSV)' }));
  expect(capCsv.text.trim().split(/\r?\n/)).toEqual([
    'Holder,Shares before,Percent before,Shares after,Percent after',
    'Founder 1,4655000,46.55,4655000,34.3',
    'Founder 2,4845000,48.45,4845000,35.7',
    'Option pool,500000,5,1357143,10',
    'New investors,,,2714285,20',
    'Total,10000000,100,13571428,100',
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The plan is in the address: after a reload it is back by itself, everything as it was.
  const planId = new URL(page.url()).searchParams.get('doc');
  expect(planId).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await page
    .getByRole('group', { name: 'Grant 1: Priya' })
    .getByText('400,000 shares · vested to date: 250,000')
    .waitFor();
  expect(await page.getByLabel('Option pool (%)').inputValue()).toBe('5');
  expect(await page.getByLabel('Currency').inputValue()).toBe('INR');
  expect((await capTable(page))[0]?.[0]).toBe('Founder 1');
  expect(await page.getByTestId('save-status').textContent()).toBe('Saved');
  expect(await seriousA11yViolations(page)).toEqual([]);

  expect(new URL(page.url()).searchParams.get('doc')).toBe(planId);

  // In another browser the tool opens the plan saved last, and names it in the address.
  const other = await stack().newPage({ bypassCSP: true });
  await signIn(stack(), other, 'esop@example.com');
  await other.goto('/tool/esop-planner');
  await other.getByRole('group', { name: 'Grant 1: Priya' }).waitFor();
  expect(await other.getByLabel('Plan name').inputValue()).toBe('Seed plan');
  await other.waitForURL((url) => url.searchParams.get('doc') === planId);

  // The dashboard lists it under 'Continue where you left off'; its link opens the tool on it.
  await other.goto('/dashboard');
  const recent = other.getByRole('region', { name: 'Continue where you left off' });
  await recent.getByRole('link', { name: /^Seed plan ?ESOP Planner · saved / }).click();
  await other.waitForURL((url) => url.pathname === '/tool/esop-planner' && url.searchParams.get('doc') === planId);
  await other.getByRole('group', { name: 'Grant 1: Priya' }).waitFor();

  // A new plan is asked for: the page starts anew and the address names none.
  await other.getByRole('button', { name: 'New plan' }).click();
  // Its default name is the first not used: 'ESOP plan 1' became 'Seed plan'.
  await expect.poll(async () => other.getByLabel('Plan name').inputValue()).toBe('ESOP plan 1');
  await other.waitForURL((url) => !url.searchParams.has('doc'));
  expect(stack().consoleErrors).toEqual([]);
});
