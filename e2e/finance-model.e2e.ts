import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent();
const fill = async (scope: Locator, label: string, value: string) =>
  scope.getByLabel(label, { exact: true }).fill(value);

// The 24-month model of ADR 0046 (core's test works it by hand): 100,000 in the bank; MRR 1,000 flat; cost of revenue
// 20 %; a founder at 5,000 from month 1 and an engineer at 4,000 from month 4; rent 1,000 and marketing 10 % of revenue;
// 30,000 raised in month 10. Cash runs out in month 16: 15 months of runway; month 24 closes at −81,200.
it('builds a 24-month model in rupees, saves it, keeps it over a reload, saves a downside and compares the two', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'finance@example.com', name: 'Meera Iyer' });
  await page.goto('/tool/finance-model-creator');
  await page.getByRole('heading', { level: 1, name: 'Finance Model Creator' }).waitFor();
  expect(await page.getByText('Coming Soon').count()).toBe(0);

  const basics = page.getByRole('region', { name: 'Basics' });
  await basics.getByLabel('Currency').selectOption('INR');
  await fill(basics, 'Months (12–60)', '24');
  await fill(basics, 'Starting cash', '100000');
  await fill(basics, 'Cost of revenue (% of revenue)', '20');
  const stream = page.getByRole('group', { name: 'Revenue stream 1' });
  await fill(stream, 'Starting MRR', '1000');
  await fill(stream, 'Monthly growth (%)', '0');
  await fill(stream, 'Monthly churn (%)', '0');
  const headcount = page.getByRole('region', { name: 'Headcount plan' });
  await fill(headcount.getByRole('group', { name: 'Role 1' }), 'Monthly cost', '5000');
  await headcount.getByRole('button', { name: 'Add Role' }).click();
  const engineer = headcount.getByRole('group', { name: 'Role 2' });
  await fill(engineer, 'Role', 'Engineer');
  await fill(engineer, 'Monthly cost', '4000');
  await fill(engineer, 'Start month', '4');
  const expenses = page.getByRole('region', { name: 'Operating expenses' });
  await fill(expenses.getByRole('group', { name: 'Expense 1' }), 'Name', 'Rent');
  await expenses.getByRole('button', { name: 'Add Expense' }).click();
  const marketing = expenses.getByRole('group', { name: 'Expense 2' });
  await fill(marketing, 'Name', 'Marketing');
  await marketing.getByLabel('Kind').selectOption('percent');
  await fill(marketing, 'Percentage of revenue', '10');
  const funding = page.getByRole('region', { name: 'Funding' });
  await funding.getByRole('button', { name: 'Add Funding' }).click();
  await fill(funding.getByRole('group', { name: 'Funding 1' }), 'Month', '10');
  await fill(funding.getByRole('group', { name: 'Funding 1' }), 'Amount', '30000');

  await expect.poll(() => figure(page, 'Runway')).toBe('15 months');
  await page.getByText('Cash runs out in month 16.').waitFor();
  expect(await figure(page, 'Cash at the end')).toBe('-₹81,200');
  expect(
    await page.getByRole('img', { name: /^Cash balance: Cash balance from ₹94.7K \(M1\) to -₹81.2K \(M24\)/ }).count(),
  ).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // It saved itself as 'Financial model 1' (Auto save is on by default); renamed 'Base' in the header, it saves
  // again. After a reload it is back by itself (the address names it).
  const panel = page.getByRole('region', { name: 'Saved Scenarios' });
  await panel.getByRole('button', { name: 'Financial model 1', exact: true }).waitFor();
  await page.getByLabel('Scenario name').fill('Base');
  await savedAs(page, 'Base');
  await page.reload();
  await expect.poll(() => page.getByLabel('Scenario name').inputValue()).toBe('Base');
  // Grouped in lakhs, as the model's rupees are written (ADR 0073).
  expect(await basics.getByLabel('Starting cash').inputValue()).toBe('1,00,000');
  expect(await basics.getByLabel('Currency').inputValue()).toBe('INR');
  await expect.poll(() => figure(page, 'Runway')).toBe('15 months');

  // A downside: a copy saved as new (the next default name, 'Financial model 1' again), renamed, then half the
  // revenue, saved by Auto save.
  // MRR 500: months 1-3 burn 100 + 5,000 + 1,000 + 50 − 500 = 5,650, then 9,650: … 14: 6,900, 15: −2,750 → 14 months.
  await page.getByRole('button', { name: 'Save as New' }).click();
  await savedAs(page, 'Financial model 1');
  await page.getByLabel('Scenario name').fill('Downside');
  await savedAs(page, 'Downside');
  await fill(stream, 'Starting MRR', '500');
  await expect.poll(() => figure(page, 'Runway')).toBe('14 months');
  await page.getByText('Unsaved changes').waitFor();
  await savedAs(page, 'Downside');

  // The CSV of the downside.
  const download = await downloaded(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(download.name).toBe('Downside.csv');
  const csv = download.text.split('\r\n');
  expect(csv[0]).toBe(
    'Month,Revenue,Cost of revenue,Gross margin,Payroll,Operating expenses,Expenses,Net burn,Funding,Cash balance',
  );
  expect(csv[1]).toBe('1,500,100,400,5000,1050,6150,5650,0,94350');
  expect(csv[15]).toBe('15,500,100,400,9000,1050,10150,9650,0,-2750');

  // In another session (a reload), the two side by side.
  await page.reload();
  const compare = page.getByRole('region', { name: 'Compare Scenarios' });
  await compare.getByRole('checkbox', { name: 'Base' }).check();
  await compare.getByRole('checkbox', { name: 'Downside' }).check();
  const rows = compare.getByRole('table').getByRole('row');
  await expect
    .poll(async () => (await rows.allTextContents()).slice(1, 3))
    .toEqual(['Runway15 months14 months', 'Break-evenNot within the planNot within the plan']);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

// The new model made shorter and flat: 12 months from $20,000; MRR 1,000 without growth or churn; cost of revenue 20 %
// (200); the founder 5,000 and software 1,000 a month. Expenses 6,200, net burn 5,200 every month. Cash: 14,800;
// 9,600; 4,400; −800 in month 4 (out: 3 months of runway); −6,000; the 10,000 raised in month 6 brings
// −6,000 + 10,000 − 5,200 = −1,200; then −5,200 a month to −1,200 − 6 × 5,200 = −32,400 in month 12, the lowest.
it('shares a saved scenario read-only with a visitor in another browser, who sees its figures, until the link is stopped', async () => {
  const owner = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), owner, { email: 'finance-share@example.com', name: 'Kabir Shah' });
  await owner.goto('/tool/finance-model-creator');
  const basics = owner.getByRole('region', { name: 'Basics' });
  await fill(basics, 'Months (12–60)', '12');
  await fill(basics, 'Starting cash', '20000');
  const stream = owner.getByRole('group', { name: 'Revenue stream 1' });
  await fill(stream, 'Monthly growth (%)', '0');
  await fill(stream, 'Monthly churn (%)', '0');
  const funding = owner.getByRole('region', { name: 'Funding' });
  await funding.getByRole('button', { name: 'Add Funding' }).click();
  await fill(funding.getByRole('group', { name: 'Funding 1' }), 'Amount', '10000');
  await expect.poll(() => figure(owner, 'Cash at the end')).toBe('-$32,400');

  const panel = owner.getByRole('region', { name: 'Saved Scenarios' });
  await owner.getByLabel('Scenario name').fill('Lean year');
  await savedAs(owner, 'Lean year');
  await panel.getByRole('button', { name: 'Share Lean year' }).click();
  const dialog = owner.getByRole('dialog', { name: "Share 'Lean year'" });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Link to Lean year' }).inputValue();
  expect(url).toMatch(/\/tool\/finance-model-creator\?share=[A-Za-z0-9_-]{43}$/);

  const visitor = await stack().newPage({ bypassCSP: true });
  await visitor.goto(url);
  await visitor.getByRole('heading', { level: 1, name: 'Lean year' }).waitFor();
  await visitor.getByText(/^Shared by Kabir Shah · saved/).waitFor();
  expect(await figure(visitor, 'Runway')).toBe('3 months');
  expect(await figure(visitor, 'Break-even')).toBe('Not within the plan');
  expect(await figure(visitor, 'Cash at the end')).toBe('-$32,400');
  expect(await figure(visitor, 'Lowest cash')).toBe('-$32,400');
  await visitor.getByText('Cash runs out in month 4.').waitFor();
  expect(
    await visitor
      .getByRole('img', { name: /^Cash balance: Cash balance from \$14.8K \(M1\) to -\$32.4K \(M12\)/ })
      .count(),
  ).toBe(1);
  const months = visitor.getByRole('table', { name: 'Month by month' }).getByRole('row');
  expect(await months.count()).toBe(13);
  expect(await months.nth(4).textContent()).toBe('Month 4$1,000$800$6,200$5,200$0-$800');
  expect(await months.nth(6).textContent()).toBe('Month 6$1,000$800$6,200$5,200$10,000-$1,200');
  expect(await visitor.getByRole('table', { name: 'Funding' }).getByRole('row').allTextContents()).toEqual([
    'NameMonthAmount',
    'Seed roundMonth 6$10,000',
  ]);
  expect(await visitor.getByRole('textbox').count()).toBe(0);
  expect(await visitor.getByRole('spinbutton').count()).toBe(0);
  expect(await visitor.getByRole('button', { name: /Save/ }).count()).toBe(0);
  expect(await visitor.getByText('Login Required').count()).toBe(0);
  expect(await seriousA11yViolations(visitor)).toEqual([]);

  // Sharing stopped: the visitor's next visit meets the sign-in gate, which says the link is no good.
  await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
  await dialog.getByText('Sharing stopped: the link no longer works.').waitFor();
  await visitor.reload();
  await visitor.getByText('Login Required').waitFor();
  expect(await visitor.getByRole('alert').textContent()).toBe('Invalid or expired link');
  expect(await visitor.getByRole('heading', { name: 'Lean year' }).count()).toBe(0);
});
