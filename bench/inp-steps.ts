import type { Page } from 'playwright-core';
import { keysToFrame, recordStep, settled, watchKeysToFrame, type Step } from './inp-recorder';

/**
 * The interactions bench/inp measures, each as a user makes it (key presses and clicks through the
 * browser's input pipeline, never a script setting a value; only the scrolling is a script's), each followed by a wait until the page is quiet
 * again (the debounced filter sent, answered and rendered).
 */

export type Steps = Map<string, Step[]>;

const add = (steps: Steps, name: string, step: Step) => steps.set(name, [...(steps.get(name) ?? []), step]);

const KEY_DELAY_MS = 120;
const SEARCH = 'marketplace';
export const IDEA_TEXT = ' Pharmacies in towns of 20,000 want same-day drops.';

/**
 * Scrolls to the end until the board has no next page: the longest frame while each page came in. By script, not
 * the wheel: two runs waited for ever on a page that the wheel of headless Chromium had not scrolled.
 */
export async function scrollPagesIn(page: Page): Promise<{ steps: Step[]; loaded: number }> {
  const loadMore = page.getByRole('button', { name: 'Load more ideas' });
  await loadMore.waitFor();
  let loaded = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/ideas')
      void response.json().then(
        (body: { ideas: unknown[] }) => (loaded += body.ideas.length),
        () => undefined,
      );
  });
  const steps: Step[] = [];
  while (await loadMore.isVisible()) {
    let isAnswered = false;
    const answered = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/api/ideas', { timeout: 30_000 })
      .then(() => (isAnswered = true));
    // Again and again, as a reader keeps scrolling: rows drawn at the end are measured, and the end moves.
    const toTheEnd = async () => {
      while (!isAnswered) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await Promise.race([answered, page.waitForTimeout(200)]);
      }
    };
    steps.push(await recordStep(page, 0, toTheEnd, () => settled(page, 300)));
  }
  return { steps, loaded };
}

/** One round of every board interaction; it starts and ends on the unfiltered board with every card loaded. */
export async function boardRound(page: Page, steps: Steps) {
  const search = page.getByRole('searchbox', { name: 'Search ideas' });
  await search.focus();
  add(
    steps,
    `type '${SEARCH}' in Search ideas (a key every ${KEY_DELAY_MS} ms)`,
    await recordStep(
      page,
      SEARCH.length,
      () => search.pressSequentially(SEARCH, { delay: KEY_DELAY_MS }),
      () => settled(page),
    ),
  );
  add(
    steps,
    'clear the search (Ctrl+A, Backspace): back to every card',
    await recordStep(
      page,
      2,
      async () => (await page.keyboard.press('Control+A'), await page.keyboard.press('Backspace')),
      () => settled(page),
    ),
  );

  const priority = page.getByRole('combobox', { name: 'Priority' });
  await priority.focus();
  add(
    steps,
    'priority All → High (ArrowDown on the select)',
    await recordStep(
      page,
      1,
      () => page.keyboard.press('ArrowDown'),
      () => settled(page),
    ),
  );
  add(
    steps,
    'priority High → All (ArrowUp): back to every card',
    await recordStep(
      page,
      1,
      () => page.keyboard.press('ArrowUp'),
      () => settled(page),
    ),
  );

  const chip = page.getByRole('list', { name: 'Filter by tag or category' }).getByRole('button').first();
  add(
    steps,
    'click a tag chip',
    await recordStep(
      page,
      1,
      () => chip.click(),
      () => settled(page),
    ),
  );
  add(
    steps,
    "click 'Clear filters': back to every card",
    await recordStep(
      page,
      1,
      () => page.getByRole('button', { name: 'Clear filters' }).click(),
      () => settled(page),
    ),
  );

  const next = page.getByRole('button', { name: 'Next comment' }).and(page.locator(':enabled')).first();
  add(
    steps,
    "click a card's 'Next comment'",
    await recordStep(
      page,
      1,
      () => next.click(),
      () => settled(page, 300),
    ),
  );

  add(
    steps,
    "click 'List view'",
    await recordStep(
      page,
      1,
      () => page.getByRole('button', { name: 'List view' }).click(),
      () => settled(page, 300),
    ),
  );
  add(
    steps,
    "click 'Grid view'",
    await recordStep(
      page,
      1,
      () => page.getByRole('button', { name: 'Grid view' }).click(),
      () => settled(page, 300),
    ),
  );
}

/**
 * Types IDEA_TEXT at the end of the main content once its editor is editable: it may first show read-only and load
 * the editor on focus or when the page is idle, so the first click may only ask for it.
 */
export async function typeInIdeaPage(page: Page, steps: Steps): Promise<number[]> {
  await page.locator('[aria-label="Content of Main Content"]').first().click();
  const selector = '[contenteditable="true"][aria-label="Content of Main Content"]';
  const editor = page.locator(selector);
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  await watchKeysToFrame(page, selector);
  add(
    steps,
    `type ${IDEA_TEXT.length} characters in the main content (a key every 60 ms)`,
    await recordStep(
      page,
      IDEA_TEXT.length,
      () => page.keyboard.type(IDEA_TEXT, { delay: 60 }),
      () => settled(page, 300),
    ),
  );
  return keysToFrame(page);
}
