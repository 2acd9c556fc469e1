import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

it('asks what applies, adds the Indian calendar, changes the answers, moves a date, files with File Now, adds a payment, and finds it all after a reload', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'founder@example.com', name: 'Farah Founder' });
  await page.goto('/tool/your-ai-ca');
  await page.getByRole('heading', { level: 1, name: 'Your AI CA' }).waitFor();
  await page.getByText('No upcoming filings. Add the Indian compliance calendar, or a filing of your own.').waitFor();
  await page.getByText('No payments yet.').waitFor();

  // The calendar asks first what applies: a private limited company in Karnataka (the defaults), incorporated today,
  // on monthly GST, with employees. It adds those rules' filings (19), each with File Now, its official source and
  // the day its rule was checked: GST (GSTR-1, 3B, 9), Karnataka's professional tax, TDS (deposit, 24Q, 26Q, Form 16),
  // advance tax (4), the ITR, the AGM, AOC-4, MGT-7, DPT-3, and INC-20A and the first board meeting after today.
  await page.getByRole('button', { name: 'Add Indian compliance calendar' }).click();
  const answers = dialog(page, 'What applies to your company');
  await answers.getByRole('switch', { name: 'Has salaried employees' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await answers.getByRole('button', { name: 'Save and add the filings that apply' }).click();
  await page.getByText('19 filings added.').waitFor();
  const upcoming = page.getByRole('region', { name: 'Upcoming Filings' });
  expect(await upcoming.getByRole('article').count()).toBe(19);
  expect(await upcoming.getByRole('button', { name: 'File Now' }).count()).toBe(19);
  await card(page, 'GSTR-3B (summary return and tax)')
    .getByRole('link', { name: 'Official source: gst.gov.in' })
    .waitFor();
  await card(page, 'GSTR-3B (summary return and tax)').getByText('Rule checked Nov 26, 2026').waitFor();
  await card(page, 'Professional tax (Karnataka)')
    .getByRole('link', { name: 'Official source: pt.kar.nic.in' })
    .waitFor();
  await card(page, 'INC-20A (commencement of business)').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The answers change: employees join PF. The calendar adds PF's filing; nothing added before goes.
  await page.getByRole('button', { name: 'What applies to your company' }).click();
  await answers.getByRole('switch', { name: 'Employees on PF (EPFO)' }).click();
  await answers.getByRole('button', { name: 'Save and add the filings that apply' }).click();
  await page.getByText('1 filing added.').waitFor();
  await card(page, 'PF contribution (ECR)').getByRole('link', { name: 'Official source: epfindia.gov.in' }).waitFor();
  expect(await upcoming.getByRole('article').count()).toBe(20);

  // Edit a date: the user's date wins.
  await card(page, 'GSTR-3B (summary return and tax)')
    .getByRole('button', { name: 'Edit GSTR-3B (summary return and tax)' })
    .click();
  await dialog(page, 'Edit filing').getByLabel('Due date').fill('2030-01-15');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog(page, 'Edit filing').getByRole('button', { name: 'Save filing' }).click();
  await card(page, 'GSTR-3B (summary return and tax)').getByText('Due Jan 15, 2030').waitFor();

  // A filing of the user's own, long past due: Overdue, in red.
  await page.getByRole('button', { name: 'Add filing' }).click();
  const add = dialog(page, 'Add filing');
  await add.getByLabel('Filing type').fill('Professional tax');
  await add.getByLabel('Period (first month)').fill('2020-01');
  await add.getByLabel('Due date').fill('2020-02-15');
  await add.getByLabel('Repeats').selectOption('once');
  await add.getByRole('button', { name: 'Save filing' }).click();
  const overdue = card(page, 'Professional tax').getByText('Overdue', { exact: true });
  await overdue.waitFor();
  expect(await overdue.evaluate((element) => element.className)).toContain('text-destructive');

  // File Now: the TDS deposit is filed and its next occurrence takes its place.
  const tds = card(page, 'TDS deposit');
  const dueBefore = await tds.getByText(/^Due /).textContent();
  await tds.getByRole('button', { name: 'File Now' }).click();
  const fileNow = dialog(page, 'File TDS deposit');
  await fileNow.getByLabel('Reference (optional)').fill('CIN 0510308');
  await fileNow.getByLabel('Amount paid in ₹ (optional)').fill('12,750');
  await fileNow.getByRole('button', { name: 'Mark as filed' }).click();
  await page.getByText(/^Filed\. The next one is due /).waitFor();
  expect(await upcoming.getByRole('article', { name: 'TDS deposit', exact: true }).count()).toBe(1);
  // The list follows its answer as a deferred value (ADR 0089): it may draw the next one a moment after the toast.
  await expect.poll(() => card(page, 'TDS deposit').getByText(/^Due /).textContent()).not.toBe(dueBefore);
  const filed = page.getByRole('region', { name: 'Filed', exact: true });
  await filed.getByText(/^Filed .* · CIN 0510308$/).waitFor();
  await filed.getByText('₹12,750.00').waitFor();

  // A payment, in rupees by default (lakh grouping).
  await page.getByRole('button', { name: 'Add payment' }).click();
  const pay = dialog(page, 'Add payment');
  await pay.getByLabel('Description').fill('GST for October');
  await pay.getByLabel('Amount').fill('1234567');
  await pay.getByRole('button', { name: 'Save payment' }).click();
  const payments = page.getByRole('region', { name: 'Recent Payments' });
  await payments.getByText('₹12,34,567.00').waitFor();
  await payments.getByText('Completed').waitFor();

  // Kept: after a reload, everything is there.
  await page.reload();
  await card(page, 'GSTR-3B (summary return and tax)').getByText('Due Jan 15, 2030').waitFor();
  await payments.getByText('GST for October').waitFor();
  await payments.getByText('₹12,34,567.00').waitFor();
  await filed.getByText(/^Filed .* · CIN 0510308$/).waitFor();
  await card(page, 'Professional tax').getByText('Overdue', { exact: true }).waitFor();
  expect(await upcoming.getByRole('article').count()).toBe(21);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
