import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { newIdea } from './support/ideas';
import { useOwnStack } from './support/use-stack';

// A server of its own: it shares ideas with the community, which every account and visitor on a server sees.
const stack = useOwnStack();

/** Shares the idea open on `page` with the community, through the Share dialog. */
async function shareWithCommunity(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: 'Share with community' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Share Now' }).click();
  await page.getByText('Idea shared with community successfully').waitFor();
}

const RESULT = [
  'Validation board: 1 validated, 1 invalidated, 1 open.',
  '',
  'Validated:',
  '- [Problem] Freelancers lose hours chasing late invoices — 8 of 10 chased one last month',
  '',
  'Invalidated:',
  '- [Willingness to pay] They will pay $15 a month — 1 of 40 visitors pre-ordered',
  '',
  'Still open:',
  '- [Channel] Accountants will refer their clients (Running)',
].join('\n');

it("builds a validation board for an idea, keeps it after a reload, and writes its result into the idea's Validation/GTM", async () => {
  // Bob's idea, shared with the community: Ada may see it, not edit it.
  const bob = await stack().newPage();
  await signUpAndConfirm(stack(), bob, { email: 'bob.validation@example.com', name: 'Bob Builder' });
  await newIdea(bob, 'community-kiosk', 'Community kiosk');
  await shareWithCommunity(bob);

  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'validation@example.com', name: 'Ada Lovelace' });
  const ideaId = await newIdea(page, 'invoice-chaser', 'Invoice chaser');

  await page.goto('/tool/validation-agent');
  await page.getByRole('heading', { level: 1, name: 'Validation Agent' }).waitFor();
  const boards = page.getByRole('region', { name: 'Saved boards' });
  await boards.getByText('No saved boards yet. A board you work on saves itself here.').waitFor();
  await page.getByLabel('Idea to validate').selectOption({ label: 'Invoice chaser' });

  const assumptions: [string, string, string, string, string][] = [
    [
      'Problem',
      'Freelancers lose hours chasing late invoices',
      '10 interviews with freelancers',
      'Validated',
      '8 of 10 chased one last month',
    ],
    [
      'Willingness to pay',
      'They will pay $15 a month',
      'A pricing page with pre-orders',
      'Invalidated',
      '1 of 40 visitors pre-ordered',
    ],
    ['Channel', 'Accountants will refer their clients', 'Ask 5 accountants', 'Running', ''],
  ];
  for (const [index, [kind, statement, method, status, result]] of assumptions.entries()) {
    await page.getByRole('button', { name: 'Add assumption' }).click();
    const card = page.getByRole('group', { name: `Assumption ${index + 1}` });
    await card.getByLabel('About').selectOption({ label: kind });
    await card.getByLabel('Assumption', { exact: true }).fill(statement);
    await card.getByLabel('Experiment').fill(method);
    await card.getByLabel('Status').selectOption({ label: status });
    await card.getByLabel('Result').fill(result);
  }
  const summary = page.getByRole('group', { name: 'Board summary' });
  expect(await summary.getByRole('definition').allTextContents()).toEqual(['1', '1', '1']);

  // It saved itself under its default name (Auto save is on by default); renamed in the header, it saves again.
  await page.getByLabel('Board name').fill('Invoices');
  await boards.getByRole('button', { name: 'Invoices', exact: true }).waitFor();
  await expect.poll(async () => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
  await boards.getByRole('listitem').getByText('3 assumptions', { exact: false }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the page starts anew; opening the board brings everything back.
  await page.reload();
  await boards.getByRole('button', { name: 'Invoices', exact: true }).click();
  const second = page.getByRole('group', { name: 'Assumption 2' });
  await second.getByLabel('Result').waitFor();
  expect(await second.getByLabel('Result').inputValue()).toBe('1 of 40 visitors pre-ordered');
  expect(await page.getByLabel('Idea to validate').locator('option:checked').textContent()).toBe('Invoice chaser');

  // Its result, written into the idea.
  const write = page.getByRole('region', { name: 'Write to idea' });
  expect(await write.getByLabel('Result to write').textContent()).toBe(RESULT);
  await write.getByRole('button', { name: 'Write to idea' }).click();
  await write.getByText("Written to the idea's Validation/GTM.").waitFor();

  // A community idea Ada may only view cannot be written to.
  await page.getByLabel('Idea to validate').selectOption({ label: 'Community kiosk' });
  await write.getByText("You can only view this idea, so the board's result cannot be written to it.").waitFor();
  expect(await write.getByRole('button', { name: 'Write to idea' }).count()).toBe(0);

  // The idea page shows the result in Validation/GTM.
  await page.goto(`/tool/idea-garage/idea/${ideaId}`);
  await page.getByRole('heading', { level: 1, name: 'Invoice chaser' }).waitFor();
  expect(await page.getByLabel('Validation/GTM').inputValue()).toBe(RESULT);
  expect(stack().consoleErrors).toEqual([]);
});
