import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
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
