import type { Locator, Page } from 'playwright-core';

/** The input sections folded behind their headings in `scope` (on a phone, ADR 0075): their buttons, closed. */
export const foldedSections = (scope: Page | Locator) =>
  scope.getByRole('heading', { level: 2 }).getByRole('button', { expanded: false });

/**
 * On a phone, opens the input section `name`, folded behind its heading (ADR 0075), as a person does to work in it
 * (its button comes once the page is live); on a wide screen it is always open.
 */
export async function openSection(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return;
  await foldedSections(page.getByRole('region', { name, exact: true })).click();
}
