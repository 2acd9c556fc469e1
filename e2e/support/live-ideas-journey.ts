import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, signUpAndConfirm } from './accounts';
import { newIdea } from './ideas';
import type { Stack } from './stack';
import { clickPageButton, pageTreeOf } from './page-tree';

const treeTitles = async (page: Page) =>
  (await pageTreeOf(page).getByRole('listitem').allTextContents()).map((text) => text.trim());
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Waits for `page`'s answer to a write of the idea API (after `act`), so the next step starts from it. */
async function written(page: Page, act: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() !== 'GET' &&
      new URL(response.url()).pathname.startsWith('/api/ideas') &&
      response.ok(),
  );
  await Promise.all([answer, act()]);
}

/**
 * Two people on one idea, each in their own browser (ADR 0114): what the owner does to the page tree, a custom
 * property and the title, the editor sees without a reload, and the editor's property value and comment the
 * owner sees; the owner's pin shows in the owner's other browser (only the owner sees pins). `key` keeps the
 * accounts apart from other journeys on the same stack. Nothing is reloaded after the pages are open.
 */
export async function liveIdeasJourney(stack: Stack, key: string) {
  const ownerEmail = `owner@${key}.example.com`;
  const editorEmail = `editor@${key}.example.com`;
  const owner = await stack.newPage();
  await signUpAndConfirm(stack, owner, { email: ownerEmail, name: 'Olu Owner' });
  const editor = await stack.newPage();
  await signUpAndConfirm(stack, editor, { email: editorEmail, name: 'Eda Editor' });
  const ideaId = await newIdea(owner, key, 'Solar kiosks');
  const shared = await owner.request.post('/api/shares', {
    data: { ideaIds: [ideaId], method: 'email', emails: [editorEmail], accessType: 'edit' },
    headers: { origin: stack.baseUrl },
  });
  expect(shared.status()).toBe(201);
  await editor.goto(`/tool/idea-garage/idea/${ideaId}`);
  await editor.getByLabel('Idea title').waitFor();
  expect(await editor.getByLabel('Idea title').inputValue()).toBe('Solar kiosks');

  // A custom property the owner adds shows in the editor's browser; the value the editor gives it, in the owner's.
  await written(owner, async () => {
    await owner.getByLabel('Property name').fill('Website');
    await owner.getByLabel('Property type').selectOption('url');
    await owner.getByRole('button', { name: 'Add Property' }).click();
  });
  const editorsWebsite = editor.getByRole('textbox', { name: 'Website' });
  await editorsWebsite.waitFor();
  await written(editor, async () => {
    await editorsWebsite.fill('https://kiosks.example');
    await editorsWebsite.blur();
  });
  await expect.poll(() => owner.getByRole('textbox', { name: 'Website' }).inputValue()).toBe('https://kiosks.example');

  // The title the editor saves shows in the owner's field; but not over a title the owner is typing, which
  // stays under the cursor and, saved, shows in the editor's.
  await written(editor, async () => {
    await editor.getByLabel('Idea title').fill('Solar kiosks for clinics');
    await editor.getByLabel('Idea title').press('Enter');
  });
  const ownersTitle = owner.getByLabel('Idea title');
  await expect.poll(() => ownersTitle.inputValue()).toBe('Solar kiosks for clinics');
  await ownersTitle.fill('Solar kiosks for schools');
  await written(editor, async () => {
    await editor.getByLabel('Idea title').fill('Solar kiosks for hospitals');
    await editor.getByLabel('Idea title').press('Enter');
  });
  await owner.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Solar kiosks for hospitals').waitFor();
  expect(await ownersTitle.inputValue()).toBe('Solar kiosks for schools');
  expect(await ownersTitle.evaluate((field) => field === document.activeElement)).toBe(true);
  await written(owner, () => ownersTitle.press('Enter'));
  await expect.poll(() => editor.getByLabel('Idea title').inputValue()).toBe('Solar kiosks for schools');

  // The page tree: added, renamed, moved and deleted in the owner's browser, in the editor's at once.
  await written(owner, async () => {
    await owner.getByRole('button', { name: 'Add a page' }).click();
    await owner.getByLabel('New page title').fill('Market');
    await owner.getByLabel('New page title').press('Enter');
  });
  await pageTreeOf(editor).getByRole('button', { name: 'Market', exact: true }).waitFor();
  await written(owner, async () => {
    await owner.getByRole('button', { name: 'Add a page' }).click();
    await owner.getByLabel('New page title').fill('Pricing');
    await owner.getByLabel('New page title').press('Enter');
  });
  await expect.poll(() => treeTitles(editor)).toEqual(['Market', 'Pricing']);
  await written(owner, async () => {
    await clickPageButton(owner, 'Market', 'Rename Market');
    await owner.getByLabel('Rename Market').fill('Market size');
    await owner.getByLabel('Rename Market').press('Enter');
  });
  await expect.poll(() => treeTitles(editor)).toEqual(['Market size', 'Pricing']);
  await written(owner, () => clickPageButton(owner, 'Pricing', 'Move Pricing up'));
  await expect.poll(() => treeTitles(editor)).toEqual(['Pricing', 'Market size']);
  await written(owner, async () => {
    await clickPageButton(owner, 'Market size', 'Delete Market size');
    await owner
      .getByRole('dialog', { name: 'Delete "Market size"?' })
      .getByRole('button', { name: 'Delete page' })
      .click();
  });
  await expect.poll(() => treeTitles(editor)).toEqual(['Pricing']);

  // On the board: the editor's comment shows on the owner's card; the owner's pin in the owner's other browser.
  const ownersOtherBrowser = await stack.newPage();
  await signIn(stack, ownersOtherBrowser, ownerEmail);
  for (const page of [owner, editor, ownersOtherBrowser]) {
    await page.goto('/tool/idea-garage');
    await card(page, 'Solar kiosks for schools').waitFor();
  }
  const editorsCard = card(editor, 'Solar kiosks for schools');
  await written(editor, async () => {
    await editorsCard
      .getByRole('textbox', { name: 'Comment on Solar kiosks for schools' })
      .fill('Ask the school board');
    await editorsCard.getByRole('button', { name: 'Add' }).click();
  });
  const ownersCard = card(owner, 'Solar kiosks for schools');
  await ownersCard.getByText('Ask the school board').waitFor();
  await ownersCard.getByText('1 of 1').waitFor();

  await written(owner, () => ownersCard.getByRole('button', { name: 'Pin Solar kiosks for schools' }).click());
  await expect
    .poll(() => card(ownersOtherBrowser, 'Solar kiosks for schools').getAttribute('data-pinned'))
    .toBe('true');
  // The editor's card never shows the owner's pin.
  expect(await editorsCard.getAttribute('data-pinned')).not.toBe('true');
}
