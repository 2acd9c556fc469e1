import type { Locator, Page } from 'playwright-core';

/**
 * One working tool as a founder uses it in the workspace journeys (issue 33): one small change made the way a person
 * makes it, what the page shows once it is kept, and what a reload brings back — the field as typed and one figure the
 * tool computes from it, worked out by hand beside it. Figures are typed as plain digits and days as 'yyyy-mm-dd'.
 */
export type ToolVisit = {
  /** The catalogue's id: the tool opens at /tool/<id>. */
  tool: string;
  /** Its name, as the catalogue gives it: the page's heading, and the dashboard's words for it. */
  name: string;
  /** The input sections the change is made in, by their headings: opened first on a phone, where they fold. */
  sections?: readonly string[];
  /** The address the founder opens, when it is not the tool's own. */
  path?: string;
  change: (page: Page) => Promise<void>;
  /** What the page shows once the change is kept (a document's header status; the other tools' own lists). */
  kept: (page: Page) => Locator;
  /** After a reload: the field changed, holding `value`; without a value, the line that shows what was typed. */
  field: (page: Page) => Locator;
  value?: string;
  /** After a reload: a figure the tool computes from the change, found by its exact text. */
  figure: (page: Page) => Locator;
  /** A tool that keeps named documents: the new one's name, as the dashboard lists it. */
  document?: { name: string };
};

/** A text matched whole. */
export const whole = (text: string) => new RegExp(`^${text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}$`);

/** The header's save status, once it says exactly `text`. */
export const headerStatus = (page: Page, text: string) =>
  page.getByTestId('save-status').filter({ hasText: whole(text) });

/**
 * Once the open document is saved as `name`: the header says 'Saved' and the tool's saved list marks it open under
 * that name (the header's status says no name: every tool's says 'Saved', issue 33).
 */
export async function savedAs(page: Page, name: string) {
  await page.locator('li[aria-current]').getByRole('button', { name, exact: true }).waitFor();
  await headerStatus(page, 'Saved').waitFor();
}

/** The value under `term` in a list of figures (a <dt> and the <dd> after it), once it is exactly `value`. */
export const definition = (scope: Locator, term: string, value: string) =>
  scope
    .locator('dt', { hasText: whole(term) })
    .locator('xpath=following-sibling::dd[1]')
    .filter({ hasText: whole(value) });

/** A saved list's line for the open document, once its summary reads `summary` (then ' · Saved <when>'). */
export const savedSummary = (page: Page, list: string, summary: string) =>
  page
    .getByRole('region', { name: list })
    .getByRole('listitem')
    .getByText(new RegExp(`^${summary} · Saved `));

/** A region of the page named exactly `name`. */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
