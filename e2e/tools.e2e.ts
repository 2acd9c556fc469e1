import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

const splitShown = async (page: Page) =>
  (await page.getByRole('region', { name: 'Equity Split' }).getByRole('definition').allTextContents()).map((text) =>
    text.trim(),
  );

it('splits equity from the defaults, and again with a third founder', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'eq@example.com', name: 'Equity Tester' });
  await page.goto('/tool/equity-split');
  await page.getByRole('heading', { level: 1, name: 'Equity Calculator' }).waitFor();
  await page.getByRole('button', { name: 'Calculate Equity Split' }).click();
  // CEO 40 + 100 + 80 = 220, CTO 35 + 100 + 90 = 225: 49.4 % and 50.6 %.
  await expect.poll(() => splitShown(page)).toEqual(['49%', '51%']);
  await page.getByRole('button', { name: 'Add Founder' }).click();
  await page.getByRole('button', { name: 'Calculate Equity Split' }).click();
  // The new founder starts at 25 + 100 + 50 = 175 of 620; largest remainders make the whole percents add up to 100.
  await expect.poll(() => splitShown(page)).toEqual(['36%', '36%', '28%']);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

async function answerAll(page: Page, rating: string) {
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (let question = 1; question <= 10; question++) {
    await page.getByText(`Question ${question} of 10`).waitFor();
    await page.getByRole('button', { name: rating }).click();
  }
}

it('scores the co-founder assessment: all 5s are 100 % Excellent, all 1s 20 % Poor, and it starts over', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'fit@example.com', name: 'Fit Tester' });
  await page.goto('/tool/cofounder-fit');
  await page.getByRole('heading', { level: 1, name: 'Co-founder Fit Assessment' }).waitFor();
  // The total, in its own region: each category card shows a percent too.
  const total = page.getByRole('region', { name: 'Your Compatibility Score' });
  await answerAll(page, '5 Strongly Agree');
  await total.getByText('100%', { exact: true }).waitFor();
  await total.getByText('Excellent', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Take Assessment Again' }).click();
  await page.getByRole('button', { name: 'Start Assessment' }).waitFor();
  await answerAll(page, '1 Strongly Disagree');
  await total.getByText('20%', { exact: true }).waitFor();
  await total.getByText('Poor', { exact: true }).waitFor();
});
