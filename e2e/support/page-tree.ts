import type { Page } from 'playwright-core';

/** The idea page's tree of pages. */
export const pageTreeOf = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/**
 * A click on one of a page's buttons (rename, add a sub-page, move, delete) by its name, as a person does: the
 * pointer on the page's row first, which shows them (only the open page's row shows them without it).
 */
export async function clickPageButton(page: Page, pageTitle: string, name: string) {
  await pageTreeOf(page).getByTestId(`page-${pageTitle}`).hover();
  await pageTreeOf(page).getByRole('button', { name, exact: true }).click();
}
