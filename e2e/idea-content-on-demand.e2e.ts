import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { newIdea } from './support/ideas';
import { useStack } from './support/use-stack';

const stack = useStack();

const EDITOR_CODE = /\/assets\/rich-content-editor-[\w-]+\.js$/;
const mainContent = (page: Page) => page.getByRole('textbox', { name: 'Content of Main Content' });

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const CONTENT = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why now' }] },
    paragraph('Pharmacies in mid-sized towns wait a day for stock.'),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('Drones are cheaper than vans')] }] },
    {
      type: 'taskList',
      content: [{ type: 'taskItem', attrs: { checked: true }, content: [paragraph('Call two pharmacists')] }],
    },
    { type: 'blockquote', content: [paragraph('Every hour counts for a prescription.')] },
  ],
};

/** Holds the editor's code back until `release` is called: what the page does before it arrives can be seen. */
async function holdEditorCode(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(EDITOR_CODE, async (route: Route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Where the content, its toolbar and each of its blocks are drawn, in the page (not the window: it may scroll). */
const layout = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('[role="textbox"][aria-label="Content of Main Content"]')!;
    const toolbar = document.querySelector('[role="toolbar"][aria-label="Formatting"]')!;
    return [content, toolbar, ...content.children].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { tag: element.tagName, x: x + window.scrollX, y: y + window.scrollY, width, height };
    });
  });

it('draws saved content at once and loads the editor when reached for; it takes the content’s place: nothing moves, nothing typed is lost', async () => {
  const { baseUrl } = stack();
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'ondemand@example.com', name: 'Olu Demand' });
  const ideaId = await newIdea(page, 'on-demand', 'Drone delivery');
  const saved = await page.request.put(`/api/ideas/${ideaId}/pages/main/content`, {
    data: { content: CONTENT, version: 0 },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);

  // The content and its toolbar are there without the editor's code, which nothing asks for until a pointer
  // reaches the content.
  const held = await holdEditorCode(page);
  await page.goto(`/tool/idea-garage/idea/${ideaId}`);
  await mainContent(page).getByText('Pharmacies in mid-sized towns wait a day for stock.').waitFor();
  await page.waitForLoadState('networkidle');
  expect(held.requested).toEqual([]);
  expect(await mainContent(page).getAttribute('contenteditable')).toBe('false');
  expect(await mainContent(page).getByRole('heading', { level: 2 }).textContent()).toBe('Why now');
  const drawn = await layout(page);
  await mainContent(page).hover();
  await expect.poll(() => held.requested.length).toBe(1);
  expect(await layout(page)).toEqual(drawn);

  held.release();
  await expect.poll(() => mainContent(page).getAttribute('contenteditable')).toBe('true');
  expect(await layout(page)).toEqual(drawn);

  // Typed at the end of a line while the editor is still on its way: it lands there, once it has arrived.
  const again = await holdEditorCode(page);
  await page.reload();
  const line = mainContent(page).getByText('Pharmacies in mid-sized towns wait a day for stock.');
  await line.waitFor();
  const box = (await line.boundingBox())!;
  await line.click({ position: { x: box.width - 1, y: box.height / 2 } });
  await page.keyboard.type(' Not any more.');
  expect(await mainContent(page).getAttribute('contenteditable')).toBe('false');
  again.release();
  await mainContent(page).getByText('Pharmacies in mid-sized towns wait a day for stock. Not any more.').waitFor();
  // Stored a moment after it reached the server (ADR 0113: saves wait a second).
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/ideas/${ideaId}/pages/main/content`)).json()).content.content[1],
      { timeout: 10_000 },
    )
    .toEqual(paragraph('Pharmacies in mid-sized towns wait a day for stock. Not any more.'));

  // Reached by the keyboard: focus brings the editor, and the editor has the focus once it is there.
  const third = await holdEditorCode(page);
  await page.mouse.move(0, 0);
  await page.reload();
  await mainContent(page).getByText('Every hour counts for a prescription.').waitFor();
  expect(third.requested).toEqual([]);
  // (Focus is taken only once the app has taken over the page the server drew: until then what is done on it is held.)
  await page.locator('#root:not([data-hydrating])').waitFor();
  await mainContent(page).focus();
  await expect.poll(() => third.requested.length).toBe(1);
  third.release();
  await expect.poll(() => mainContent(page).getAttribute('contenteditable')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('contenteditable'))).toBe('true');
});
