import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

/**
 * The hand-worked five answers of core's van-westendorp.test.ts (PMC 13.5, OPP 17, IPP 21.67, PME 30), with a
 * header and one bad row on line 4.
 */
const ANSWERS = [
  'too cheap,cheap,expensive,too expensive',
  '4,10,18,18',
  '8,12,25,35',
  '12,abc,30,40',
  '10,15,25,40',
  '12,20,30,40',
  '16,25,35,50',
].join('\n');

it('models tiers in rupees, reads survey answers skipping a bad row, saves the analysis and finds it all after a reload', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'pricing@example.com', name: 'Meera Nair' });
  await page.goto('/tool/pricing-strategy-simulator');
  await page.getByRole('heading', { level: 1, name: 'Pricing Strategy Simulator' }).waitFor();
  /** Waits for the save status to read `text` (Auto save waits a second after the last change). */
  const statusIs = (text: string) => page.getByTestId('save-status').getByText(text, { exact: true }).waitFor();
  await page.getByText('No saved analyses yet.').waitFor();

  // Three tiers in rupees: 50 % at ₹10, 30 % at ₹30, 20 % at ₹60 — ARPU 5 + 9 + 12 = ₹26.
  await page.getByLabel('Currency').selectOption('INR');
  await page.getByLabel('Tier 1 name').fill('Basic');
  await page.getByLabel('Tier 1 share of customers (%)').fill('50');
  await page.getByLabel('Tier 2 share of customers (%)').fill('30');
  await page.getByText('The tiers’ shares must add up to 100 %').waitFor();
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page.getByLabel('Tier 3 name').fill('Team');
  await page.getByLabel('Tier 3 monthly price').fill('60');
  await page.getByLabel('Tier 3 share of customers (%)').fill('20');
  // 100,000 customers today, 20 % lost per 10 % rise: f* = 0.5 + 5/20 = 0.75, customers 150,000, ARPU 19.50,
  // revenue 150,000 × 19.5 = ₹29,25,000 a month (today: 100,000 × 26 = ₹26,00,000; amounts in lakh grouping, counts not).
  await page.getByLabel('Customers at these prices').fill('100000');
  await page.getByLabel('Customers lost per 10% price rise (%)').fill('20');
  await expect
    .poll(() => page.getByTestId('best-price').textContent())
    .toBe(
      '-25% on today’s prices (Basic ₹7.50, Pro ₹22.50, Team ₹45.00): 150,000 customers, ₹29,25,000 a month, ARPU ₹19.50.',
    );
  await page.getByText('Today: 100,000 customers, ₹26,00,000 a month.').waitFor();

  // Unit economics at ₹26: gross profit 26 × 0.8 = 20.80; LTV 20.8 / 0.02 = ₹1,040; payback 520 / 20.8 = 25 months; 1040 / 520 = 2.
  await page.getByLabel('Gross margin (%)').fill('80');
  await page.getByLabel('Monthly churn (%)').fill('2');
  await page.getByLabel('Customer acquisition cost (CAC)').fill('520');
  await expect.poll(() => page.getByTestId('ltv-today').textContent()).toBe('₹1,040');
  expect(await page.getByTestId('payback-today').textContent()).toBe('25 months');
  expect(await page.getByTestId('ratio-today').textContent()).toBe('2 : 1');

  // Survey answers pasted with one bad row: named, and left out only once agreed.
  await page.getByLabel('Paste answers (CSV: too cheap, cheap, expensive, too expensive)').fill(ANSWERS);
  await page.getByRole('button', { name: 'Read answers' }).click();
  await page.getByText('1 row cannot be used:').waitFor();
  await page.getByText('Line 4: “Cheap” is not a price (abc).').waitFor();
  expect(await page.getByTestId('answer-count').textContent()).toBe('No answers yet');
  await page.getByRole('button', { name: 'Skip 1 bad row and use 5 answers' }).click();
  await page.getByText('5 answers in the analysis.').waitFor();
  const surveyShown = async () => ({
    count: await page.getByTestId('answer-count').textContent(),
    range: await page.getByTestId('acceptable-range').textContent(),
    points: (await page.getByRole('definition').allTextContents()).map((text) => text.trim()),
  });
  const expectedSurvey = {
    count: '5 answers',
    range: 'Acceptable price range: ₹13.50 to ₹30.00',
    points: ['₹13.50', '₹17.00', '₹21.67', '₹30.00'],
  };
  await expect.poll(surveyShown).toEqual(expectedSurvey);
  await page.getByRole('img', { name: /^Share of respondents at each price/ }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // It saved itself as 'Pricing analysis 1' (Auto save is on by default); renamed in the header, it saves again, and
  // the address names the analysis.
  await page.getByRole('button', { name: 'Pricing analysis 1', exact: true }).waitFor();
  await page.getByLabel('Analysis name').fill('Launch pricing');
  expect(new URL(page.url()).searchParams.get('doc')).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Launch pricing', exact: true }).waitFor();

  // With Auto save on (the default), a later change saves itself.
  await page.getByLabel('Monthly churn (%)').fill('4');
  await statusIs('Unsaved changes');
  await statusIs('Saved');

  // After a reload, everything is back.
  await page.reload();
  await expect.poll(() => page.getByLabel('Analysis name').inputValue()).toBe('Launch pricing');
  expect(await page.getByLabel('Currency').inputValue()).toBe('INR');
  expect(await page.getByLabel('Tier 3 name').inputValue()).toBe('Team');
  expect(await page.getByLabel('Monthly churn (%)').inputValue()).toBe('4');
  await expect.poll(surveyShown).toEqual(expectedSurvey);
  expect(await page.getByTestId('best-price').textContent()).toContain('₹29,25,000 a month');
  // LTV at 4 % churn: 20.8 / 0.04 = ₹520.
  expect(await page.getByTestId('ltv-today').textContent()).toBe('₹520');
  await page.getByText(/^3 tiers, 5 answers · Saved /).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same address in another browser, signed in as the same founder, opens the same analysis.
  const elsewhere = await stack().newPage({ bypassCSP: true });
  await signIn(stack(), elsewhere, 'pricing@example.com');
  await elsewhere.goto(page.url());
  await expect.poll(() => elsewhere.getByLabel('Analysis name').inputValue()).toBe('Launch pricing');
  expect(await elsewhere.getByTestId('acceptable-range').textContent()).toBe(
    'Acceptable price range: ₹13.50 to ₹30.00',
  );
  expect(stack().consoleErrors).toEqual([]);
});
