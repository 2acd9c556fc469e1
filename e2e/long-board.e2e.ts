import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { useStack } from './support/use-stack';

/*
 * A board longer than the window keeps only the rows in and near it in the document (ADR 0035); every card must
 * still be reachable by scrolling and by keyboard, and 'Load more ideas' still brings the next page.
 */

const stack = useStack();
const IDEAS = 120;
const title = (n: number) => `Long board idea ${String(n).padStart(3, '0')}`;

/** The founder's ideas through the API, oldest first, so that the board shows `title(IDEAS)` first. */
async function createIdeas(page: Page) {
  for (let n = 1; n <= IDEAS; n++) {
    const answer = await page.request.post('/api/ideas', {
      data: { title: title(n), priority: 'medium', tags: [] },
      headers: { origin: stack().baseUrl },
    });
    if (answer.status() !== 201) throw new Error(`creating an idea: ${answer.status()} ${await answer.text()}`);
  }
}

const focusedCard = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h2')?.textContent ?? null);

it('reaches a card far down a long board by scrolling and by keyboard, and keeps the focused card while scrolled away', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'lena@example.com', name: 'Lena Long' });
  await createIdeas(page);
  await page.goto('/tool/idea-garage');
  await page.getByRole('article', { name: title(IDEAS) }).waitFor();
  // The first page, 50 cards, but only the rows near the window in the document.
  expect(await page.getByRole('article').count()).toBeLessThan(50);

  // Keyboard: Tab from the first card goes on past the rows first drawn, each card scrolled into view.
  await page.getByRole('link', { name: title(IDEAS) }).focus();
  let reached: string | null = null;
  for (let presses = 0; presses < 400 && reached !== title(IDEAS - 30); presses++) {
    await page.keyboard.press('Tab');
    reached = await focusedCard(page);
  }
  expect(reached).toBe(title(IDEAS - 30));
  expect(await page.getByRole('article', { name: title(IDEAS - 30) }).isVisible()).toBe(true);

  // The focused card stays while the window scrolls it out of sight, so the next Tab goes on from it.
  await page.getByRole('textbox', { name: `Comment on ${title(IDEAS - 30)}` }).focus();
  // Until it is above the window by more than the rows kept either side of it (the next page comes in on the way).
  await expect
    .poll(
      () => page.evaluate(() => (window.scrollBy(0, 1_000), document.activeElement?.getBoundingClientRect().top ?? 0)),
      { timeout: 15_000 },
    )
    .toBeLessThan(-1_500);
  expect(await focusedCard(page)).toBe(title(IDEAS - 30));

  // Scrolling: the next pages come in as the window reaches the end, down to the oldest. 'Load more ideas' is there
  // too, but not clicked: scrolling it into view to click it loads the next page by itself, and after the last page
  // the button is gone (a click would wait for it in vain).
  await page.getByRole('button', { name: /^(Load more ideas|Loading…)$/ }).waitFor();
  const oldest = page.getByRole('article', { name: title(1) });
  // Each poll scrolls on (no fixed wait): the pages come in as fast as the server answers.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, 2_000));
        return oldest.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(await page.getByRole('button', { name: 'Load more ideas' }).count()).toBe(0);
  expect(await page.getByRole('article').count()).toBeLessThan(50);
});
