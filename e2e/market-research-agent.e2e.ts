import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { useStack } from './support/use-stack';

const stack = useStack();

/** The figure a region shows under `label` (a <dt>, its value the <dd> after it). */
const figure = async (region: Locator, label: string) =>
  (
    await region.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()
  )?.trim();

it('sizes a market top-down and bottom-up with its sources, charts and exports it, and keeps it after a reload', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'market@example.com', name: 'Rhea Kapoor' });
  await page.goto('/tool/market-research-agent');
  await page.getByRole('heading', { level: 1, name: 'Market Research Agent' }).waitFor();
  const markets = page.getByRole('region', { name: 'Saved markets' });
  await markets.getByText('No saved markets yet. A market you work on saves itself here.').waitFor();

  const assumption = (label: string) => page.getByRole('group', { name: label, exact: true });
  const fill = async (label: string, value: string, note?: string) => {
    await assumption(label).getByLabel(label, { exact: true }).fill(value);
    if (note) await assumption(label).getByLabel('Source or reasoning').fill(note);
  };
  await page.getByLabel('Currency').selectOption('INR');
  await fill('Potential customers', '500000', 'Clinics registered in India, 2025');
  await fill('Yearly spend per customer', '24000', 'Two software seats at ₹1,000 a month');
  await fill('Share you can serve (%)', '40', 'Clinics in the 8 metro cities');
  await fill('Share you can win (%)', '2.5');
  await fill('Customers you can win', '2000', 'Sales team of 4 × 500 clinics');
  await fill('Price per purchase', '2000');
  await fill('Purchases per customer a year', '12');

  // 5,00,000 × ₹24,000 = ₹12,00,00,00,000 (TAM); × 40 % = ₹4,80,00,00,000 (SAM); × 2.5 % = ₹12,00,00,000 (SOM).
  // Bottom-up: 2,000 × ₹2,000 × 12 = ₹4,80,00,000, which is 48,000,000 / 120,000,000 = 40 % of the SOM.
  const sizes = page.getByRole('region', { name: 'Market size', exact: true });
  expect(await figure(sizes, 'TAM')).toBe('₹12,00,00,00,000');
  expect(await figure(sizes, 'SAM')).toBe('₹4,80,00,00,000');
  expect(await figure(sizes, 'SOM')).toBe('₹12,00,00,000');
  expect(await figure(sizes, 'Bottom-up revenue')).toBe('₹4,80,00,000');
  expect(await figure(sizes, 'Bottom-up as a share of SOM')).toBe('40%');
  await sizes.getByRole('img', { name: /^Market size a year/ }).waitFor();

  // A share over 100 % is said by its field, and the sizes wait for it.
  await fill('Share you can win (%)', '101');
  await assumption('Share you can win (%)').getByText('Enter a percentage from 0 to 100').waitFor();
  await sizes.getByText("Correct the fields marked above to see the market's size.").waitFor();
  await fill('Share you can win (%)', '2.5');

  await page
    .getByLabel('Segments, trends, buyer personas and competitors to look at')
    .fill('Dental clinics first; practice-management suites are the competitors.');
  // It saved itself under its default name (Auto save is on by default); renamed in the header, it saves again.
  await page.getByLabel('Market name').fill('Clinics India');
  await markets.getByRole('button', { name: 'Clinics India', exact: true }).waitFor();
  await expect.poll(async () => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
  // TAM 500,000 × ₹24,000 = ₹12,00,00,00,000: a thousand crore and more is said in crores (ADR 0070).
  await markets.getByRole('listitem').getByText('TAM: ₹1,200Cr', { exact: false }).waitFor();

  const csv = await downloaded(page, sizes.getByRole('button', { name: 'Export CSV' }));
  expect(csv.name).toBe('clinics-india.csv');
  expect(csv.text.trim().split(/\r?\n/)).toEqual([
    'Section,Figure,Value,Source or reasoning',
    'Top-down,Potential customers,500000,"Clinics registered in India, 2025"',
    'Top-down,Yearly spend per customer,24000,"Two software seats at ₹1,000 a month"',
    'Top-down,Share you can serve (%),40,Clinics in the 8 metro cities',
    'Top-down,Share you can win (%),2.5,',
    'Bottom-up,Customers you can win,2000,Sales team of 4 × 500 clinics',
    'Bottom-up,Price per purchase,2000,',
    'Bottom-up,Purchases per customer a year,12,',
    'Result (INR),TAM,12000000000,',
    'Result (INR),SAM,4800000000,',
    'Result (INR),SOM,120000000,',
    'Result (INR),Bottom-up revenue,48000000,',
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the page starts anew; opening the market brings everything back.
  await page.reload();
  await markets.getByRole('button', { name: 'Clinics India', exact: true }).click();
  await expect.poll(async () => figure(sizes, 'SOM')).toBe('₹12,00,00,000');
  expect(await assumption('Potential customers').getByLabel('Source or reasoning').inputValue()).toBe(
    'Clinics registered in India, 2025',
  );
  expect(await page.getByLabel('Segments, trends, buyer personas and competitors to look at').inputValue()).toBe(
    'Dental clinics first; practice-management suites are the competitors.',
  );
  expect(await page.getByTestId('save-status').textContent()).toBe('Saved');
  expect(stack().consoleErrors).toEqual([]);
});
