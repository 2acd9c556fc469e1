import { TOOLS } from '@core/tools/tool-catalogue';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { newIdea } from './support/ideas';
import { phoneProblems } from './support/layout-problems';
import { useStack } from './support/use-stack';
import { paths } from '../web/src/config/paths';
import { PHONE } from './support/workspace-journey';

const stack = useStack();

/**
 * Opens the page and, once the app has taken over the page the server drew (its layout for a narrow window comes
 * then), finds it fitting the phone (phoneProblems); `heading` says the page is there.
 */
async function expectFits(page: Page, path: string, heading: (page: Page) => Locator) {
  await page.goto(path);
  await heading(page).waitFor();
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
  await expect.poll(() => phoneProblems(page), { message: path }).toEqual([]);
}

/** The page's open dialog fits the phone (phoneProblems), and Close closes it. */
async function expectDialogFits(page: Page, dialog: Locator) {
  await dialog.waitFor();
  await expect.poll(() => phoneProblems(page), { message: 'open dialog' }).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });

it('fits every page on a 390 × 844 phone: no sideways scroll, primary buttons at least 44 px, dialogs in the screen; the drawer leads to a tool', async () => {
  // Laid out as a phone lays out; drawn at one pixel a point (the layout is the same at any density, and 9× fewer
  // pixels to paint keeps forty pages quick).
  const page = await stack().newPage({ ...PHONE, deviceScaleFactor: 1 });
  await expectFits(page, '/', (page) => page.getByRole('button', { name: 'Get Started Free' }));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Welcome to Founder Toolkit' }));
  await expectFits(page, '/auth', (page) => page.getByLabel('Password', { exact: true }));
  await expectFits(page, '/reset-password?token=from-a-mail', (page) => page.getByLabel('New password'));

  await signUpAndConfirm(stack(), page, { email: 'phone-pages@example.com', name: 'Priya Raman' });
  const ideaId = await newIdea(page, 'phone', 'Tiffin delivery for offices');
  await expectFits(page, '/dashboard', h1('Dashboard'));
  await expectFits(page, '/profile', h1('Profile'));
  await expectFits(page, '/preferences', h1('Preferences'));
  await expectFits(page, `/tool/idea-garage/idea/${ideaId}`, (page) => page.getByLabel('Idea title'));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expectDialogFits(page, page.getByRole('dialog'));
  await expectFits(page, paths.ideaGarage.getHref(), h1('Idea Garage'));
  await page.getByRole('button', { name: 'Add New Idea' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Add New Idea' }));
  for (const tool of TOOLS.filter((tool) => tool.path !== paths.ideaGarage.getHref())) {
    await expectFits(page, tool.path, h1(tool.name));
  }

  // The sidebar is a drawer: opened from the header's Menu button, a link in it followed closes it.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await expect.poll(() => phoneProblems(page), { message: 'open drawer' }).toEqual([]);
  await drawer.getByRole('link', { name: 'Pitch Maker', exact: true }).click();
  await h1('Pitch Maker')(page).waitFor();
  await drawer.waitFor({ state: 'hidden' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
}, 120_000);
