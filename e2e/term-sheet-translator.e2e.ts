import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { turnAutoSaveOff } from './support/preferences';
import { useStack } from './support/use-stack';

const stack = useStack();

/** The waterfall table's rows, as shown: exit value, each series (or the investors), common, who converts. */
const waterfallRows = async (page: Page) =>
  (
    await page
      .getByRole('table', { name: 'Payouts to investors and common at each exit value' })
      .locator('tbody tr')
      .allInnerTexts()
  ).map((row) => row.split('\t').map((cell) => cell.trim()));

it('reads the sample term sheet, works its waterfall, saves the analysis and opens it again after a reload', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'termsheet@example.com', name: 'Mei Tan' });
  await page.goto('/tool/term-sheet-translator');
  await page.getByRole('heading', { level: 1, name: 'Term Sheet Translator' }).waitFor();
  await page.getByText('No saved analyses yet. An analysis you work on saves itself here.').waitFor();

  // The sample: every clause found and rated, the waterfall filled from its figures ($4M at $20M post, 1x capped at 3x).
  await page.getByRole('button', { name: 'Try a sample term sheet' }).click();
  await page.getByText('21 of 21 clauses found: 18 standard, 2 worth negotiating, 1 red flag.').waitFor();
  const antiDilution = page.getByRole('article', { name: 'Anti-dilution' });
  await antiDilution.getByText('Red flag').waitFor();
  await antiDilution.getByText(/^Full ratchet resets the investors' price/).waitFor();
  await antiDilution.getByText('Text matched').click();
  await antiDilution.getByText(/on a full ratchet basis/).waitFor();
  expect(await page.getByLabel('Investment', { exact: true }).inputValue()).toBe('4,000,000');
  expect(await page.getByLabel('Participation').inputValue()).toBe('capped');
  // At a $10M exit: $4M + 20 % × ($10M − $4M) = $5.2M to the investors, $4.8M to common.
  expect((await waterfallRows(page))[1]).toEqual(['$10,000,000', '$5,200,000', '$4,800,000', 'No']);
  await page.getByRole('img', { name: /^Payouts at each exit value: Investors from/ }).waitFor();

  // Edited: the first exit at 60 million, in euros. $4M + 20 % × $56M = $15.2M, held to the 3x cap: €12M; common €48M.
  await page.getByLabel('Exit value 1', { exact: true }).fill('60,000,000');
  await page.getByLabel('Currency').selectOption('EUR');
  await expect
    .poll(async () => (await waterfallRows(page))[0])
    .toEqual(['€60,000,000', '€12,000,000', '€48,000,000', 'No']);

  // It saved itself as 'Term sheet 1' (Auto save is on by default); renamed in the header, it saves again.
  expect(await page.getByLabel('Analysis name').inputValue()).toBe('Term sheet 1');
  await page.getByLabel('Analysis name').fill('Lumen Series A');
  await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  await page
    .getByRole('list', { name: 'Saved analyses' })
    .getByText(/^€4,000,000 at €20,000,000 post-money · Saved /)
    .waitFor();
  // Non-participating from now: at €60M the investors convert, 20 % = €12M.
  await page.getByLabel('Participation').selectOption('none');
  await page.getByRole('status').getByText('Unsaved changes').waitFor();
  await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the page starts blank; opening the analysis brings back its text, currency and waterfall.
  await page.reload();
  await page.getByRole('button', { name: 'Lumen Series A', exact: true }).click();
  await page.getByText('21 of 21 clauses found: 18 standard, 2 worth negotiating, 1 red flag.').waitFor();
  expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
  expect(await page.getByLabel('Participation').inputValue()).toBe('none');
  await expect
    .poll(async () => (await waterfallRows(page))[0])
    .toEqual(['€60,000,000', '€12,000,000', '€48,000,000', 'Yes']);

  // A term sheet of one's own, worded otherwise: found, and what it lacks listed.
  await page.getByLabel('Term sheet text').fill('Liquidation preference: 2.0x, participating.\nNo-shop: 90 days.');
  await page.getByText('2 of 21 clauses found: 0 standard, 1 worth negotiating, 1 red flag.').waitFor();
  await page.getByRole('list', { name: 'Clauses not found' }).getByText('Board composition').waitFor();
  // Too long to read: said plainly, and not saved.
  await page.getByLabel('Term sheet text').fill('x'.repeat(40_001));
  await page
    .getByText(
      'This text is 40,001 characters long; at most 40,000 can be read. Keep the clauses you want explained and remove the rest.',
    )
    .waitFor();
  expect(stack().consoleErrors).toEqual([]);
});

it('with Auto save off, saves only on Save, marks unsaved changes, asks before leaving, and refuses a save without a name', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'termsheet-manual@example.com', name: 'Omar Haddad' });
  await turnAutoSaveOff(page);
  await page.goto('/tool/term-sheet-translator');
  await page.getByText('No saved analyses yet. An analysis you work on saves itself here.').waitFor();
  await page.getByRole('button', { name: 'Try a sample term sheet' }).click();
  // The sample is labelled as one, and no work of the founder's until it is changed (ADR 0075); changed, it waits
  // for Save.
  await page.getByRole('note', { name: 'Sample' }).waitFor();
  await page.getByLabel('Participation').selectOption('full');
  await page.getByRole('status').getByText('Unsaved changes').waitFor();

  // A new analysis has its default name; cleared, the field says a name is needed, and nothing is saved.
  expect(await page.getByLabel('Analysis name').inputValue()).toBe('Term sheet 1');
  await page.getByLabel('Analysis name').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Analysis name is required').waitFor();
  await page.getByText('No saved analyses yet. An analysis you work on saves itself here.').waitFor();
  // A waterfall input that cannot be: its message by the field.
  await page.getByLabel('Post-money valuation').fill('1,000,000');
  await page.getByLabel('Analysis name').fill('Lumen, by hand');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The post-money valuation cannot be less than the investment').waitFor();
  await page.getByLabel('Post-money valuation').fill('20,000,000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();

  // A change waits for Save; leaving asks first.
  await page.getByLabel('Preference multiple (x)').fill('2');
  await page.getByRole('status').getByText('Unsaved changes').waitFor();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();

  await page.reload();
  await page.getByRole('button', { name: 'Lumen, by hand', exact: true }).click();
  await expect.poll(() => page.getByLabel('Preference multiple (x)').inputValue()).toBe('2');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(stack().consoleErrors).toEqual([]);
});

it('pays a later series first, stacked: the sample’s Series A and a Series B after it', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'termsheet-series@example.com', name: 'Ines Duarte' });
  await page.goto('/tool/term-sheet-translator');
  await page.getByText('No saved analyses yet. An analysis you work on saves itself here.').waitFor();
  await page.getByRole('button', { name: 'Try a sample term sheet' }).click();
  await page.getByRole('button', { name: 'Add a series' }).click();
  // Named, the series is called by its name.
  await page.getByRole('group', { name: 'Series 2' }).getByLabel('Series name').fill('Series B');
  const seriesB = page.getByRole('group', { name: 'Series B' });
  await seriesB.getByLabel('Investment').fill('10,000,000');
  await seriesB.getByLabel('Post-money valuation').fill('50,000,000');
  // By hand: the A owns 20 % × (1 − 10 / 50) = 16 %. At a $20M exit the B takes its $10M first, the A its $4M and
  // 16 / 80 of the $6M left ($1.2M); common $4.8M. Nobody converts.
  await expect
    .poll(async () => (await waterfallRows(page))[2])
    .toEqual(['$20,000,000', '$5,200,000', '$10,000,000', '$4,800,000', 'No']);
  await page.getByText('Series B: 20%').waitFor();
  await page.getByRole('img', { name: /^Payouts at each exit value: Series A from/ }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(stack().consoleErrors).toEqual([]);
});
