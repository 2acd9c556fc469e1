import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './accounts';
import { openSection } from './folded-sections';
import type { Stack } from './stack';
import type { ToolVisit } from './tool-visit-kit';
import { headerStatus } from './tool-visits';

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** A phone's window, as a phone draws it: the page's viewport meta honoured, touch events. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

/** A document saved in a tool: its tool and name, and its id from the address (?doc=). */
export type SavedDocument = { visit: ToolVisit; id: string };

/** Whether `target` is drawn wholly inside the window (not cut off by either edge, nor scrolled away). */
export async function isInWindow(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const window = page.viewportSize();
  if (box === null || window === null) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= window.width && box.y + box.height <= window.height;
}

/**
 * Texts drawn shorter than they are (an ellipsis, or cut at an edge): the open document's name in the tool's saved list
 * and the key-figures bar's labels and values. A phone has the least width for them.
 */
export const cutTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('li[aria-current] button, [role="region"][aria-label="Key figures"] li span')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );

/** Seen from the page's top, as a person who scrolls back up to the header. */
export const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/**
 * Opens the tool, makes its change, waits until the page says it is kept, reloads, and finds the field and the figure
 * back; `reopened` checks more of the page then. Returns the document saved, for a tool that keeps documents.
 */
async function visitTool(
  page: Page,
  visit: ToolVisit,
  reopened?: (visit: ToolVisit) => Promise<void>,
): Promise<SavedDocument | null> {
  await page.goto(visit.path ?? `/tool/${visit.tool}`);
  await page.getByRole('heading', { level: 1, name: visit.name, exact: true }).waitFor();
  for (const section of visit.sections ?? []) await openSection(page, section);
  await visit.change(page);
  await visit.kept(page).waitFor();
  await page.reload();
  for (const section of visit.sections ?? []) await openSection(page, section);
  if (visit.value === undefined) await visit.field(page).waitFor();
  else await expect.poll(() => visit.field(page).inputValue()).toBe(visit.value);
  await visit.figure(page).waitFor();
  if (!visit.document) return null;
  // Every tool says the same of its document opened again, saved and unchanged (ADR 0077).
  await headerStatus(page, 'Saved').waitFor();
  await reopened?.(visit);
  const id = new URL(page.url()).searchParams.get('doc');
  expect(id, `${visit.name} names its document in the address`).toMatch(/^[0-9a-f-]{36}$/);
  return { visit, id: id! };
}

/**
 * A founder's day across the working tools in one browser (`browser`'s window), one test a tool (visitTool, then
 * `reopened`), then the dashboard listing the documents saved last and 'Go to field' (one test each).
 */
export function describeWorkspaceJourney(
  title: string,
  stack: () => Stack,
  {
    browser,
    account,
    visits,
    reopened,
  }: {
    browser: BrowserContextOptions;
    account: { email: string; name: string };
    visits: readonly ToolVisit[];
    reopened?: (page: Page, visit: ToolVisit) => Promise<void>;
  },
) {
  describe(title, () => {
    let page: Page;
    const saved: SavedDocument[] = [];
    beforeAll(async () => {
      page = await stack().newPage(browser);
      await signUpAndConfirm(stack(), page, account);
    });

    it.each(visits)('$name', async (visit) => {
      const document = await visitTool(page, visit, reopened && ((visit) => reopened(page, visit)));
      if (document) saved.push(document);
    });
    it("the dashboard's 'Continue where you left off' lists the six saved last", () =>
      expectContinueWhereYouLeftOff(page, saved));
    it("'Go to field' reaches a wrong field", () => expectGoToField(page));
  });
}

/** The moment a document was saved, as the dashboard says it in English ('Nov 29, 2026, 12:07 PM'). */
const SAVED_WHEN = / · saved [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;

/**
 * The dashboard's 'Continue where you left off' lists the six documents saved last (ADR 0068), newest first: each its
 * name, its tool and when, linked to the tool on it.
 */
export async function expectContinueWhereYouLeftOff(page: Page, saved: readonly SavedDocument[]) {
  await page.goto('/dashboard');
  const links = page.getByRole('region', { name: 'Continue where you left off' }).getByRole('link');
  await expect.poll(() => links.count()).toBe(6);
  const shown = await links.evaluateAll((elements) =>
    elements.map((link) => [link.getAttribute('href'), ...[...link.children].map((line) => line.textContent)]),
  );
  expect(shown.map(([href, name, where]) => [href, name, where?.replace(SAVED_WHEN, ' · saved …')])).toEqual(
    saved
      .slice(-6)
      .reverse()
      .map(({ visit, id }) => [`/tool/${visit.tool}?doc=${id}`, visit.document?.name, `${visit.name} · saved …`]),
  );
  for (const [, , where] of shown) expect(where).toMatch(SAVED_WHEN);
}

/**
 * A field made wrong far below the header: the header's status names it and 'Go to field' brings the person to it,
 * scrolled into the window with the cursor in it. The header's status, 'Go to field' and Save are in the window.
 */
export async function expectGoToField(page: Page) {
  await page.goto('/tool/finance-model-creator');
  // The model saved in the visit, opened as the tool's last document: a person works on it once it is shown.
  await headerStatus(page, 'Saved').waitFor();
  const churn = page.getByRole('group', { name: 'Revenue stream 1' }).getByLabel('Monthly churn (%)', { exact: true });
  await openSection(page, 'Revenue streams');
  await churn.fill('');
  const status = headerStatus(page, 'Not saved: correct “Monthly churn (%)”');
  await status.waitFor();
  await scrollToTop(page);
  const goToField = page.getByRole('button', { name: 'Go to field' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await Promise.all([status, goToField, save, churn].map((target) => isInWindow(page, target)))).toEqual([
    true,
    true,
    true,
    false,
  ]);
  await goToField.click();
  await expect.poll(() => churn.evaluate((field) => field === document.activeElement)).toBe(true);
  await expect.poll(() => isInWindow(page, churn)).toBe(true);
}
