import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { indianBrowser } from './support/indian-browser';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

it('meets a fresh account with first steps, not charts of zeros, and a market sample that is labelled and removable', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'empty@example.com', name: 'Nisha Iyer' });

  // AI Accountant: the first steps, no totals of nothing and no chart.
  await page.goto('/tool/ai-accountant');
  await page.getByRole('heading', { level: 1, name: 'AI Accountant' }).waitFor();
  await page.getByText('No figures for this period yet').waitFor();
  expect(await page.getByRole('img', { name: /^Revenue and expenses by month/ }).count()).toBe(0);
  expect(await page.getByRole('article', { name: 'Total Revenue' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Try a sample' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Add your first transaction' }).click();
  const date = page.getByRole('region', { name: 'Recent Transactions' }).getByLabel('Date', { exact: true });
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await date.getAttribute('id'));
  await page.getByRole('button', { name: 'Import a bank statement', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');

  // Market sizer: no $0 and no chart until a figure is in; then a sample, labelled, and removed in one click.
  await page.goto('/tool/market-research-agent');
  const sizes = page.getByRole('region', { name: 'Market size', exact: true });
  await sizes.getByText('No market figures yet').waitFor();
  expect(await sizes.getByRole('img').count()).toBe(0);
  expect(await sizes.getByText('$0').count()).toBe(0);
  await sizes.getByRole('button', { name: 'Enter your first figure' }).click();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id))
    .toBe(
      await page
        .getByRole('group', { name: 'Potential customers' })
        .getByLabel('Potential customers')
        .getAttribute('id'),
    );

  await sizes.getByRole('button', { name: 'Try a sample' }).click();
  const banner = page.getByRole('note', { name: 'Sample' });
  await banner.getByText('This is a sample: invented figures to show how the tool works, not yours.').waitFor();
  await sizes.getByText('Sample', { exact: true }).waitFor();
  // The sample (market-sample.ts), by hand: 500,000 × ($100 × 12) = $600,000,000 TAM.
  await sizes.locator('dd', { hasText: '$600,000,000' }).waitFor();
  await sizes.getByRole('img', { name: /^Market size a year/ }).waitFor();
  expect(
    await page.getByRole('group', { name: 'Potential customers' }).getByLabel('Source or reasoning').inputValue(),
  ).toBe('Sample figure: replace it with your source');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Remove sample' }).click();
  await sizes.getByText('No market figures yet').waitFor();
  expect(await page.getByRole('note', { name: 'Sample' }).count()).toBe(0);
  expect(
    await page.getByRole('group', { name: 'Potential customers' }).getByLabel('Potential customers').inputValue(),
  ).toBe('0');
  // Nothing was saved: the founder has no market yet.
  await page.reload();
  await page
    .getByRole('region', { name: 'Saved markets' })
    .getByText('No saved markets yet. A market you work on saves itself here.')
    .waitFor();
});

it("gives the calculators a labelled sample in the founder's currency, removable in one click and never saved untouched", async () => {
  // An Indian founder: the company setting proposed at sign-up is rupees in lakhs (ADR 0070).
  const page = await stack().newPage({ ...indianBrowser('198.51.100.253'), bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'samples@empty-states.example.com', name: 'Arjun Rao' });
  const banner = page.getByRole('note', { name: 'Sample' });
  const removeSample = async () => {
    await banner.getByRole('button', { name: 'Remove sample' }).click();
    await banner.waitFor({ state: 'detached' });
  };
  const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

  // Finance model: its example figures labelled; the sample ×10 in rupees (finance-sample.ts): ₹70,27,147 at the end.
  await page.goto('/tool/finance-model-creator');
  const example = page.getByRole('note', { name: 'Example figures' });
  await example.getByRole('button', { name: 'Try a sample' }).click();
  await banner.waitFor();
  await expect.poll(() => figure('Cash at the end').textContent()).toBe('₹70,27,147');
  expect(await figure('Break-even').textContent()).toBe('Month 19');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await removeSample();
  await example.waitFor();

  // Pricing simulator: ARPU ₹900 (×20, pricing-sample.ts), LTV 720 / 4 % = ₹18,000.
  await page.goto('/tool/pricing-strategy-simulator');
  await example.getByRole('button', { name: 'Try a sample' }).click();
  await expect.poll(() => page.getByTestId('ltv-today').textContent()).toBe('₹18,000');
  await removeSample();

  // Term sheet: no payouts of nothing; the sample in crore: ₹32 crore of ₹160 crore post-money, 20 %.
  await page.goto('/tool/term-sheet-translator');
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await payouts.getByText('No payouts yet').waitFor();
  expect(await payouts.getByRole('table').count()).toBe(0);
  await payouts.getByRole('button', { name: 'Try a sample' }).click();
  await payouts
    .getByText('The investors own 20% as converted: ₹32,00,00,000 of a ₹1,60,00,00,000 post-money valuation.')
    .waitFor();
  await payouts.getByText('Sample', { exact: true }).waitFor();
  await removeSample();
  await payouts.getByText('No payouts yet').waitFor();

  // Equity calculator: the split of the sample's founders, already calculated (equity-sample.ts): 38 %, 39 %, 23 %.
  await page.goto('/tool/equity-split');
  const split = page.getByRole('region', { name: 'Equity Split' });
  await split.getByText('No split yet').waitFor();
  await split.getByRole('button', { name: 'Try a sample' }).click();
  await expect.poll(() => split.getByRole('definition').allTextContents()).toEqual(['38%', '39%', '23%']);
  await removeSample();
  await split.getByText('No split yet').waitFor();

  // Nothing was saved: the founder has no work yet.
  await page.goto('/dashboard');
  await page.getByText('What you save in a tool shows here, to pick up where you stopped.').waitFor();
});
