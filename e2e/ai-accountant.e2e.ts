import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { indianBrowser } from './support/indian-browser';
import { useStack } from './support/use-stack';

const stack = useStack();

const card = (page: Page, title: string) => page.getByRole('article', { name: title }).locator('p');
const totals = async (page: Page) =>
  Promise.all(['Total Revenue', 'Total Expenses', 'Net Profit'].map((title) => card(page, title).textContent()));
/** A financial year, by its name, in the company's (ADR 0074): 'FY 2025–26' of April–March, 'FY 2025' of January–December. */
const chooseFy = async (page: Page, months: string, name: string) => {
  await page.getByLabel('Period', { exact: true }).selectOption({ label: `Financial year (${months})` });
  await page.getByLabel('Financial year', { exact: true }).selectOption({ label: name });
};

/** A transaction added by hand, once it is listed in Recent Transactions. */
async function addTransaction(
  page: Page,
  { date, description, amount, category }: Record<'date' | 'description' | 'amount' | 'category', string>,
) {
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await recent.getByLabel('Date', { exact: true }).fill(date);
  await recent.getByLabel('Description', { exact: true }).fill(description);
  await recent.getByLabel('Amount (negative for an expense)').fill(amount);
  await recent.getByLabel('Category', { exact: true }).fill(category);
  await recent.getByRole('button', { name: 'Add transaction' }).click();
  await recent.getByText(description, { exact: true }).waitFor();
}

/** A monthly budget saved for a category; its bar in the Budget Overview. */
async function addBudget(page: Page, category: string, monthly: string) {
  const budget = page.getByRole('region', { name: 'Budget Overview' });
  await budget.getByRole('button', { name: 'Add budget line' }).click();
  await budget.getByLabel('Category').fill(category);
  await budget.getByLabel('Budget a month').fill(monthly);
  await budget.getByRole('button', { name: 'Save budgets' }).click();
  return budget.getByRole('progressbar', { name: `${category} budget used` });
}

// A bank statement with debit and credit columns and Indian dates: line 4 is the payment added by hand, line 5's date does not exist.
const STATEMENT = [
  'Txn Date,Narration,Withdrawal,Deposit',
  '10/04/2025,AWS hosting,"42,000.00",',
  '12/04/2025,Google Ads,65000,',
  '05/04/2025,Client payment: Acme,,350000',
  '31/04/2025,Broken row,100,',
  '15/05/2025,Office rent,55000,',
].join('\r\n');

it('keeps a founder’s books: adds, imports a statement with a row already in them and a bad row, rules, budgets, periods, export and reload', async () => {
  // An Indian founder: dates day first, the financial year April–March (proposed at sign-up, ADR 0070).
  const page = await stack().newPage({ ...indianBrowser('198.51.100.252'), bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'books@example.com', name: 'Kavya Rao' });
  await page.goto('/tool/ai-accountant');
  await page.getByRole('heading', { level: 1, name: 'AI Accountant' }).waitFor();
  for (const heading of ['Budget Overview', 'Recent Transactions'])
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await chooseFy(page, 'April–March', 'FY 2025–26');
  await page.getByText('1 Apr 2025 – 31 Mar 2026').waitFor();
  await page.getByText('No transactions in this period yet. Add one or import a bank statement.').waitFor();
  // Empty books: the first steps, not totals of ₹0 (ADR 0072); the totals come with the first transaction.
  await page.getByText('No figures for this period yet').waitFor();
  expect(await page.getByRole('article', { name: 'Total Revenue' }).count()).toBe(0);

  // By hand: a payment of ₹3,50,000 (lakh grouping) on 5 April 2025, typed day first.
  await addTransaction(page, {
    date: '05/04/2025',
    description: 'Client payment: Acme',
    amount: '350000',
    category: 'Revenue',
  });
  await expect.poll(() => totals(page)).toEqual(['₹3,50,000.00', '₹0.00', '₹3,50,000.00']);

  // A rule first, so the import files AWS under Infrastructure.
  const rules = page.getByRole('region', { name: 'Categorisation rules' });
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await rules.getByLabel('Description contains').fill('AWS');
  await rules.getByLabel('Goes to category').fill('Infrastructure');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await rules.getByRole('button', { name: 'Apply saved rules to all transactions' }).waitFor();
  await expect.poll(() => rules.getByText('Unsaved changes').count()).toBe(0);

  // The statement: its columns guessed from the headers (checked here as a founder would set them), the bad line, and
  // the payment added by hand recognised as already imported (ADR 0081), skipped unless kept.
  const statement = page.getByRole('region', { name: 'Import a bank statement' });
  await statement
    .getByLabel('Bank statement (CSV)')
    .setInputFiles({ name: 'april.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) });
  await statement.getByLabel('Description column').selectOption('Narration');
  await statement.getByLabel('Amounts').selectOption('split');
  await statement.getByLabel('Debit (money out) column').selectOption('Withdrawal');
  await statement.getByLabel('Credit (money in) column').selectOption('Deposit');
  await statement.getByLabel('Date format').selectOption('DD/MM/YYYY');
  await statement.getByText('april.csv: 4 rows read, 1 bad row, 1 looks already imported.').waitFor();
  await statement.getByText('Line 5: The date is not a real date in the format chosen').waitFor();
  const acme = statement.getByRole('checkbox', {
    name: 'Import line 4 again: 5 Apr 2025, Client payment: Acme, ₹3,50,000.00',
  });
  expect(await acme.isChecked()).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await statement.getByRole('button', { name: 'Skip the bad rows and import 3 rows' }).click();
  await statement
    .getByText('Imported 3 transactions. 1 row looked already imported: 1 skipped, 0 imported again.')
    .waitFor();
  // Revenue 3,50,000; expenses 42,000 + 65,000 + 55,000 = 1,62,000; net 1,88,000.
  await expect.poll(() => totals(page)).toEqual(['₹3,50,000.00', '₹1,62,000.00', '₹1,88,000.00']);
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await recent.getByText('Infrastructure · 10 Apr 2025').waitFor();

  // A budget: 5,000 a month for Infrastructure. FY: 60,000 allocated, 42,000 spent = 70 % (green).
  const budget = page.getByRole('region', { name: 'Budget Overview' });
  const bar = await addBudget(page, 'Infrastructure', '5000');
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('70% of budget used');
  expect(await bar.getAttribute('data-colour')).toBe('green');
  await budget.getByText('₹42,000.00 of ₹60,000.00 (70%)').waitFor();

  // April 2025 alone: 5,000 allocated, 42,000 spent = 840 % (red, the bar full); the rent of May is out.
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Month' });
  await page.getByLabel('Month of').fill('2025-04');
  await expect.poll(() => totals(page)).toEqual(['₹3,50,000.00', '₹1,07,000.00', '₹2,43,000.00']);
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('840% of budget used');
  expect([await bar.getAttribute('data-colour'), await bar.getAttribute('aria-valuenow')]).toEqual(['red', '100']);

  // The month's transactions as CSV, oldest first.
  const download = await downloaded(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(download.name).toBe('transactions-2025-04-01-to-2025-04-30.csv');
  const csv = download.text.split('\r\n');
  expect(csv.slice(0, 4)).toEqual([
    'Date,Description,Amount,Category',
    '2025-04-05,Client payment: Acme,350000,Revenue',
    '2025-04-10,AWS hosting,-42000,Infrastructure',
    '2025-04-12,Google Ads,-65000,Uncategorised',
  ]);

  // Dollars for these books, grouped in lakhs as the company writes numbers; after a reload everything is still there.
  await page.getByLabel('Currency').selectOption('USD');
  await expect.poll(() => totals(page)).toEqual(['$3,50,000.00', '$1,07,000.00', '$2,43,000.00']);
  await page.reload();
  await chooseFy(page, 'April–March', 'FY 2025–26');
  await expect.poll(() => totals(page)).toEqual(['$3,50,000.00', '$1,62,000.00', '$1,88,000.00']);
  expect(await rules.getByLabel('Description contains').inputValue()).toBe('AWS');
  // Grouped as the company writes numbers (ADR 0073).
  expect(await budget.getByLabel('Budget a month').inputValue()).toBe('5,000');
  await recent.getByText('Office rent').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

it('edits a transaction and keeps the period in the address: both still there after a reload and after Back', async () => {
  // The default company setting (an en-US browser): dates month first, the financial year January–December.
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'edits@example.com', name: 'Arjun Mehta' });
  await page.goto('/tool/ai-accountant');
  await page.getByRole('heading', { level: 1, name: 'AI Accountant' }).waitFor();
  await chooseFy(page, 'January–December', 'FY 2025');
  await page.getByText('Jan 1, 2025 – Dec 31, 2025').waitFor();
  await page.getByText('No transactions in this period yet. Add one or import a bank statement.').waitFor();
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await addTransaction(page, {
    date: '2025-04-05',
    description: 'Client payment',
    amount: '350000',
    category: 'Revenue',
  });
  await addTransaction(page, {
    date: '2025-05-10',
    description: 'Google Ads',
    amount: '-65000',
    category: 'Marketing',
  });
  await addTransaction(page, {
    date: '2025-07-15',
    description: 'Office rent',
    amount: '-55000',
    category: 'Operations',
  });
  // FY 2025 (the calendar year): revenue 3,50,000; expenses 65,000 + 55,000 = 1,20,000; net 2,30,000.
  await expect.poll(() => totals(page)).toEqual(['₹3,50,000.00', '₹1,20,000.00', '₹2,30,000.00']);
  // 10,000 × 12 months = 1,20,000 allocated; 65,000 spent = 54.17 % → 54 %.
  const bar = await addBudget(page, 'Marketing', '10000');
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('54% of budget used');

  // By keyboard: Edit opens the dialog with the row's fields, Escape leaves it as it was and gives Edit the focus back.
  const edit = recent.getByRole('button', { name: 'Edit Google Ads' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit transaction' });
  expect(await dialog.getByLabel('Amount (negative for an expense)').inputValue()).toBe('-65,000');
  await dialog.getByLabel('Description').fill('Something else');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The dialog gives the focus back in the task after it has gone (Radix's focus scope: a timeout of 0).
  await expect.poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true);

  // Google Ads becomes 95,000 spent on 20 July, as 'Google Ads July'.
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Date').fill('2025-07-20');
  await dialog.getByLabel('Description').fill('Google Ads July');
  await dialog.getByLabel('Amount (negative for an expense)').fill('-95000');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  // Expenses 95,000 + 55,000 = 1,50,000; net 3,50,000 − 1,50,000 = 2,00,000; Marketing 95,000 / 1,20,000 = 79.17 % → 79 % (yellow).
  await expect.poll(() => totals(page)).toEqual(['₹3,50,000.00', '₹1,50,000.00', '₹2,00,000.00']);
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('79% of budget used');
  expect(await bar.getAttribute('data-colour')).toBe('yellow');
  await recent.getByText('Marketing · Jul 20, 2025').waitFor();

  // The period is in the address: a reload shows FY 2025 again, without picking it, with the edit kept.
  expect(new URL(page.url()).search).toBe('?period=fy&year=2025');
  await page.reload();
  await expect.poll(() => totals(page)).toEqual(['₹3,50,000.00', '₹1,50,000.00', '₹2,00,000.00']);
  expect(await page.getByLabel('Financial year', { exact: true }).inputValue()).toBe('2025');
  await recent.getByText('Google Ads July').waitFor();

  // Q3 of FY 2025 (July–September 2025): no revenue; expenses 95,000 + 55,000 = 1,50,000; net −1,50,000.
  // Marketing: 10,000 × 3 months = 30,000 allocated; 95,000 / 30,000 = 316.67 % → 317 % (red).
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Quarter of the financial year' });
  await page.getByLabel('Quarter', { exact: true }).selectOption({ label: 'Q3' });
  const q3 = ['₹0.00', '₹1,50,000.00', '-₹1,50,000.00'];
  await expect.poll(() => totals(page)).toEqual(q3);
  await expect.poll(() => new URL(page.url()).search).toBe('?period=fy-quarter&year=2025&quarter=3');
  await page.reload();
  await expect.poll(() => totals(page)).toEqual(q3);
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('317% of budget used');
  expect(await page.getByLabel('Quarter', { exact: true }).inputValue()).toBe('3');
  // Away and Back: still that quarter.
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'All Tools' }).waitFor();
  await page.goBack();
  await expect.poll(() => totals(page)).toEqual(q3);
  expect(await page.getByLabel('Period', { exact: true }).inputValue()).toBe('financial-quarter');
});

// A Chase checking export (its documented columns: core/tools/ai-accountant/bank-statement-fixtures.ts) with two real
// $25 UBER trips on one day, the Details column only DEBIT/CREDIT.
const CHASE = [
  'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
  'DEBIT,04/15/2025,UBER TRIP,-25.00,DEBIT_CARD,1975.00,',
  'DEBIT,04/15/2025,UBER TRIP,-25.00,DEBIT_CARD,1950.00,',
  'CREDIT,04/16/2025,ACME CORP PAYROLL,3500.00,ACH_CREDIT,5450.00,',
].join('\r\n');

it('keeps two identical charges of a statement, and adds nothing when the same statement is imported again and confirmed', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'repeats@example.com', name: 'Maya Iyer' });
  await page.goto('/tool/ai-accountant');
  await chooseFy(page, 'January–December', 'FY 2025');
  await page.getByText('No transactions in this period yet. Add one or import a bank statement.').waitFor();
  const statement = page.getByRole('region', { name: 'Import a bank statement' });
  const upload = () =>
    statement
      .getByLabel('Bank statement (CSV)')
      .setInputFiles({ name: 'chase.csv', mimeType: 'text/csv', buffer: Buffer.from(CHASE) });

  // Mapped from the headers, without a hand: the description is Description, not Details' DEBIT; month first.
  await upload();
  await statement.getByText('chase.csv: 3 rows read, 0 bad rows, 0 look already imported.').waitFor();
  expect(await statement.getByLabel('Description column').inputValue()).toBe('Description');
  expect(await statement.getByLabel('Date format').inputValue()).toBe('MM/DD/YYYY');
  await statement.getByRole('button', { name: 'Import 3 rows' }).click();
  await statement.getByText('Imported 3 transactions. No row looked already imported.').waitFor();
  // Both trips kept: expenses 25 + 25 = 50; revenue 3,500; net 3,450.
  await expect.poll(() => totals(page)).toEqual(['₹3,500.00', '₹50.00', '₹3,450.00']);
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  expect(await recent.getByText('UBER TRIP', { exact: true }).count()).toBe(2);

  // The same file again: the mapping remembered for this layout, every row listed as already imported, skipped.
  await upload();
  await statement.getByText('chase.csv: 3 rows read, 0 bad rows, 3 look already imported.').waitFor();
  await statement
    .getByText('Columns matched as at your last import of this bank layout. Change them below if need be.')
    .waitFor();
  for (const line of [2, 3])
    expect(
      await statement
        .getByRole('checkbox', { name: `Import line ${line} again: Apr 15, 2025, UBER TRIP, -₹25.00` })
        .isChecked(),
    ).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await statement.getByRole('button', { name: 'Skip the 3 rows already imported and import nothing' }).click();
  await statement
    .getByText('Imported 0 transactions. 3 rows looked already imported: 3 skipped, 0 imported again.')
    .waitFor();
  await expect.poll(() => totals(page)).toEqual(['₹3,500.00', '₹50.00', '₹3,450.00']);
  expect(await recent.getByText('UBER TRIP', { exact: true }).count()).toBe(2);
});
