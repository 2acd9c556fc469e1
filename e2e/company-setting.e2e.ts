import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { indianBrowser } from './support/indian-browser';
import { useStack } from './support/use-stack';

const stack = useStack();

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function addIdea(page: Page, title: string, cost: string) {
  await page
    .getByRole('button', { name: /^(Add New Idea|Add Your First Idea)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Idea' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Cost to validate').fill(cost);
  await dialog.getByRole('button', { name: 'Create Idea' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(page, title).waitFor();
}

it("an Indian founder's browser proposes rupees in lakhs; '₹2,50,000' typed in an idea stays ₹2,50,000 (issue 33)", async () => {
  const page = await stack().newPage(indianBrowser('198.51.100.251'));
  await signUpAndConfirm(stack(), page, { email: 'priya@company-setting.example.com', name: 'Priya' });

  // The company setting, proposed at sign-up from the browser's en-IN.
  await page.goto('/preferences');
  expect(await page.getByLabel('Currency').inputValue()).toBe('INR');
  expect(await page.getByLabel('Number format').inputValue()).toBe('indian');
  expect(await page.getByLabel('Date format').inputValue()).toBe('dmy');
  expect(await page.getByLabel('Financial year starts in').inputValue()).toBe('4');

  await page.goto('/tool/idea-garage');
  await addIdea(page, 'Tiffin service', '₹2,50,000');
  await card(page, 'Tiffin service').getByText('₹2,50,000').waitFor();
  // No sign: the company's rupees; 2.5 lakh is 2,50,000.
  await addIdea(page, 'Chai kiosks', '2.5L');
  await card(page, 'Chai kiosks').getByText('₹2,50,000').waitFor();

  await card(page, 'Tiffin service').getByText('My idea').click();
  await page.getByRole('heading', { level: 1, name: 'Tiffin service' }).waitFor();
  expect(await page.getByLabel('MVP Estimate').inputValue()).toBe('₹2,50,000');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Tiffin service' }).waitFor();
  expect(await page.getByLabel('MVP Estimate').inputValue()).toBe('₹2,50,000');

  // A new ESOP plan is in rupees: 8,000,000 pre-money + 2,000,000 invested = 1 crore.
  await page.goto('/tool/esop-planner');
  const round = page.getByRole('region', { name: 'A new round' });
  await round.getByText('₹1,00,00,000').waitFor();
  // Its amounts are written in lakhs, large ones said in words (ADR 0073): 20,00,000 is 20 lakh.
  const investment = round.getByLabel('Investment', { exact: true });
  expect(await investment.inputValue()).toBe('20,00,000');
  await round.getByText('≈ ₹20 lakh').waitFor();
  // '1.5Cr' is 1.5 × 1,00,00,000 = 1,50,00,000; post-money 80,00,000 + 1,50,00,000 = 2,30,00,000.
  await investment.fill('1.5Cr');
  await investment.blur();
  expect(await investment.inputValue()).toBe('1,50,00,000');
  await round.getByText('≈ ₹1.5 crore').waitFor();
  await round.getByText('₹2,30,00,000').waitFor();
  // Its dates are day first (ADR 0074), whatever the browser's own date fields would show: 15/01/2024 is 15 January.
  await page.getByRole('button', { name: 'Add grant' }).click();
  const grant = page.getByRole('group', { name: /^Grant 1/ });
  await grant.getByLabel('Holder').fill('Priya');
  await grant.getByLabel('Shares granted').fill('400000');
  expect(await grant.getByLabel('Grant date').getAttribute('placeholder')).toBe('dd/mm/yyyy');
  await grant.getByLabel('Grant date').fill('15/01/2024');
  await grant.getByText('Vesting by year').click();
  // Its second year of vesting ends on 15 January 2026.
  await grant.getByRole('row', { name: /^2 15 Jan 2026 / }).waitFor();
  expect(stack().consoleErrors).toEqual([]);
});

it('a founder who chooses euros in Preferences gets euros in a new idea', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'lena@company-setting.example.com', name: 'Lena' });
  await page.goto('/preferences');
  expect(await page.getByLabel('Currency').inputValue()).toBe('USD');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await page.getByText('Preferences saved successfully!').waitFor();
  await page.goto('/tool/idea-garage');
  await addIdea(page, 'Bike repair', '12,500');
  await card(page, 'Bike repair').getByText('€12,500').waitFor();
  expect(stack().consoleErrors).toEqual([]);
});
