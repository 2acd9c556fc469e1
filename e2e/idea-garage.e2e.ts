import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
let adasIdeaPath = '';

async function addIdea(page: Page, fields: { title: string; cost?: string; tags?: string; priority?: string }) {
  await page
    .getByRole('button', { name: /^(Add New Idea|Add Your First Idea)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Idea' });
  await dialog.getByLabel('Title').fill(fields.title);
  if (fields.cost) await dialog.getByLabel('Cost to validate').fill(fields.cost);
  if (fields.tags) await dialog.getByLabel('Tags').fill(fields.tags);
  if (fields.priority) await dialog.getByLabel('Priority').selectOption(fields.priority);
  await dialog.getByRole('button', { name: 'Create Idea' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(page, fields.title).waitFor();
}

it('creates, comments on, pins and filters ideas', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'ada@idea-garage.example.com', name: 'Ada Lovelace' });
  await page.goto('/tool/idea-garage');
  await page.getByText('No ideas yet').waitFor();
  await page.getByText('Start capturing your startup ideas and build your innovation pipeline.').waitFor();

  await addIdea(page, { title: 'Solar kiosks', cost: '$12500', tags: 'climate, hardware', priority: 'high' });
  await page.getByText('Idea created successfully!').waitFor();
  const solar = card(page, 'Solar kiosks');
  await solar.getByText('$12,500').waitFor();
  await solar.getByText('climate').waitFor();
  await solar.getByText('My idea').waitFor();
  await solar.getByText('5/10').waitFor();

  // The comment carousel: newest first, 'n of total'.
  const box = solar.getByRole('textbox', { name: 'Comment on Solar kiosks' });
  await box.fill('   ');
  expect(await solar.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
  await box.fill('First thought');
  await solar.getByRole('button', { name: 'Add' }).click();
  await solar.getByText('1 of 1').waitFor();
  await box.fill('Second thought');
  await solar.getByRole('button', { name: 'Add' }).click();
  await solar.getByText('1 of 2').waitFor();
  await solar.getByText('Second thought').waitFor();
  await solar.getByRole('button', { name: 'Next comment' }).click();
  await solar.getByText('First thought').waitFor();
  await solar.getByText('2 of 2').waitFor();

  // The pin: a ring at once, kept by the server.
  // The reload waits for the server's answer: 'networkidle' is a state the page reached long before, so waiting
  // for it returned at once, and on a slow host the reload went before the pin (a fresh-clone run lost it).
  const pinned = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/ideas\/[^/]+\/pin$/.test(new URL(response.url()).pathname),
  );
  await solar.getByRole('button', { name: 'Pin Solar kiosks' }).click();
  await expect.poll(() => solar.getAttribute('data-pinned')).toBe('true');
  expect((await pinned).status()).toBe(200);
  await page.reload();
  await expect.poll(() => card(page, 'Solar kiosks').getAttribute('data-pinned')).toBe('true');

  // Filters, on the server, and clearing them.
  await addIdea(page, { title: 'Tutor marketplace', tags: 'edtech', priority: 'low' });
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => page.getByRole('article').count()).toBe(2);
  await page.getByRole('button', { name: 'edtech', exact: true }).click();
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  await card(page, 'Tutor marketplace').waitFor();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('searchbox', { name: 'Search ideas' }).fill('KIOSK');
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  await card(page, 'Solar kiosks').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A click on the card opens the idea.
  await card(page, 'Solar kiosks').getByText('My idea').click();
  await page.getByRole('heading', { level: 1, name: 'Solar kiosks' }).waitFor();
  expect(await page.getByLabel('MVP Estimate').inputValue()).toBe('$12,500');
  adasIdeaPath = new URL(page.url()).pathname;
  expect(adasIdeaPath).toMatch(/^\/tool\/idea-garage\/idea\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.waitForURL('**/tool/idea-garage');
});

it('refuses bad input in the add-idea form before sending it', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'bob@example.com', name: 'Bob' });
  await page.goto('/tool/idea-garage');
  await page.getByRole('button', { name: 'Add Your First Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Idea' });
  await dialog.getByLabel('Score (0–10)').fill('11');
  await dialog.getByLabel('Cost to validate').fill('lots');
  await dialog.getByRole('button', { name: 'Create Idea' }).click();
  await dialog.getByText('Title is required').waitFor();
  await dialog.getByText('Enter an amount, like $12,500').waitFor();
  await dialog.getByLabel('Cost to validate').fill('-5');
  await dialog.getByLabel('Title').fill('Negative');
  await dialog.getByRole('button', { name: 'Create Idea' }).click();
  await dialog.getByText('Cost cannot be negative').waitFor();
  await dialog.getByLabel('Cost to validate').fill('100');
  await dialog.getByRole('button', { name: 'Create Idea' }).click();
  await dialog.getByText('Score must be between 0 and 10').waitFor();
  await page.keyboard.press('Escape');

  // Someone else's private idea does not exist for Bob.
  expect(adasIdeaPath).not.toBe('');
  await page.goto(adasIdeaPath);
  await page.getByRole('heading', { name: 'Idea not found' }).waitFor();
  await page.getByText("The idea you're looking for doesn't exist.").waitFor();
});

it('shows a visitor the public board read-only, asking them to sign in to add an idea', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse Public Ideas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Idea Garage' }).waitFor();
  await page.getByRole('button', { name: 'Add New Idea' }).click();
  await page.getByText('Please sign in to add an idea').waitFor();
  await page.getByRole('dialog', { name: 'Welcome to Founder Toolkit' }).waitFor();
  await page.keyboard.press('Escape');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
