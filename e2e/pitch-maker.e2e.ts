import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Clicks `trigger` and reads the PowerPoint file the browser downloads: its name and each slide's paragraphs. */
async function downloadedDeck(page: Page, trigger: Locator): Promise<{ name: string; slides: string[][] }> {
  const downloading = page.waitForEvent('download');
  await trigger.click();
  const download = await downloading;
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const count = Object.keys(zip.files).filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path)).length;
  const slides: string[][] = [];
  for (let number = 1; number <= count; number += 1) {
    const xml = (await zip.file(`ppt/slides/slide${number}.xml`)?.async('string')) ?? '';
    const paragraphs = [...xml.matchAll(/<a:p>(.*?)<\/a:p>/gs)].map(([, paragraph]) =>
      [...(paragraph ?? '').matchAll(/<a:t>(.*?)<\/a:t>/gs)]
        .map(([, text]) => (text ?? '').replace(/&amp;/g, '&'))
        .join(''),
    );
    slides.push(paragraphs.filter((text) => text !== ''));
  }
  return { name: download.suggestedFilename(), slides };
}

/** The slides' names as the outline lists them (each group's legend: its number and title). */
const slideNames = async (page: Page) =>
  page.getByRole('list', { name: 'Slides of the deck' }).locator('legend').allTextContents();

it('drafts a deck from an idea, reorders and edits it, exports PPTX and PDF, and keeps it after a reload', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'pitch@example.com', name: 'Kiran Rao' });

  // An idea in the Idea Garage, with the fields the deck is drafted from.
  await page.goto('/tool/idea-garage');
  await page
    .getByRole('button', { name: /^(Add New Idea|Add Your First Idea)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Idea' });
  await dialog.getByLabel('Title').fill('Clinic scheduling app');
  await dialog.getByLabel('Description').fill('Clinics lose 20% of slots to no-shows.');
  await dialog.getByLabel('Category').fill('Healthtech');
  await dialog.getByLabel('Why now').fill('UPI reminders are free & instant.');
  await dialog.getByRole('button', { name: 'Create Idea' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.goto('/tool/pitch-maker');
  await page.getByRole('heading', { level: 1, name: 'Pitch Maker' }).waitFor();
  const decks = page.getByRole('region', { name: 'Saved decks' });
  await decks.getByText('No saved decks yet. A deck you work on saves itself here.').waitFor();
  expect(await slideNames(page)).toEqual([
    'Slide 1: Problem',
    'Slide 2: Solution',
    'Slide 3: Why now',
    'Slide 4: Market',
    'Slide 5: Product',
    'Slide 6: Business model',
    'Slide 7: Traction',
    'Slide 8: Competition',
    'Slide 9: Team',
    'Slide 10: The ask',
  ]);

  await page.getByLabel('Idea', { exact: true }).selectOption({ label: 'Clinic scheduling app' });
  await page.getByRole('button', { name: 'Draft slides from this idea' }).click();
  const slide = (name: string) => page.getByRole('group', { name, exact: true });
  expect(await slide('Slide 1: Problem').getByLabel('What the slide says').inputValue()).toBe(
    'Clinics lose 20% of slots to no-shows.',
  );
  expect(await slide('Slide 3: Why now').getByLabel('What the slide says').inputValue()).toBe(
    'UPI reminders are free & instant.',
  );

  // Why now before the solution, with the keyboard; the last slides trimmed; the ask written.
  await page.getByRole('button', { name: 'Move slide 3 up' }).focus();
  await page.keyboard.press('Enter');
  for (const number of [9, 8, 7, 6, 5]) await page.getByRole('button', { name: `Remove slide ${number}` }).click();
  await slide('Slide 5: The ask').getByLabel('What the slide says').fill('₹2 crore for 18 months:\nhire 3 engineers');
  expect(await slideNames(page)).toEqual([
    'Slide 1: Problem',
    'Slide 2: Why now',
    'Slide 3: Solution',
    'Slide 4: Market',
    'Slide 5: The ask',
  ]);

  // It saved itself under its default name (Auto save is on by default); renamed in the header, it saves again.
  await page.getByLabel('Deck name').fill('Seed deck');
  await decks.getByRole('button', { name: 'Seed deck', exact: true }).waitFor();
  await expect.poll(async () => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
  await decks.getByRole('listitem').getByText('5 slides', { exact: false }).waitFor();

  const pptx = await downloadedDeck(page, page.getByRole('button', { name: 'Export PPTX' }));
  expect(pptx.name).toBe('seed-deck.pptx');
  expect(pptx.slides).toEqual([
    ['Seed deck'],
    ['Problem', 'Clinics lose 20% of slots to no-shows.'],
    ['Why now', 'UPI reminders are free & instant.'],
    ['Solution', 'Clinic scheduling app'],
    ['Market', 'Healthtech'],
    ['The ask', '₹2 crore for 18 months:', 'hire 3 engineers'],
  ]);

  // Export PDF opens the browser's print view; printed, the page is the slides only, a page each after the cover.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('heading', { level: 1, name: 'Pitch Maker' }).isVisible()).toBe(false);
  expect(await page.getByRole('heading', { level: 2, name: 'The ask' }).isVisible()).toBe(true);
  const pdf = (await page.pdf({ landscape: true })).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(6);
  await page.emulateMedia({ media: 'screen' });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the page starts anew with the standard outline; opening the deck brings it back.
  await page.reload();
  await decks.getByRole('button', { name: 'Seed deck', exact: true }).click();
  await expect
    .poll(async () => slideNames(page))
    .toEqual(['Slide 1: Problem', 'Slide 2: Why now', 'Slide 3: Solution', 'Slide 4: Market', 'Slide 5: The ask']);
  expect(await slide('Slide 5: The ask').getByLabel('What the slide says').inputValue()).toBe(
    '₹2 crore for 18 months:\nhire 3 engineers',
  );
  expect(await page.getByTestId('save-status').textContent()).toBe('Saved');
  expect(stack().consoleErrors).toEqual([]);
});
