import { TOOLS } from '@core/tools/tool-catalogue';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
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

// One test a page (or a page and its dialog), on one browser: a visitor's pages, then a signed-in founder's.
describe('fits every page on a 390 × 844 phone: no sideways scroll, primary buttons at least 44 px, dialogs in the screen, every tool its own page', () => {
  let page: Page;
  beforeAll(async () => {
    // Laid out as a phone lays out; drawn at one pixel a point (the layout is the same at any density, and 9× fewer
    // pixels to paint keeps forty pages quick).
    page = await stack().newPage({ ...PHONE, deviceScaleFactor: 1 });
  });

  it('the landing and its sign-in dialog', async () => {
    await expectFits(page, '/', (page) => page.getByRole('button', { name: 'Get Started Free' }));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectDialogFits(page, page.getByRole('dialog', { name: 'Welcome to Founder Toolkit' }));
  });
  it('/auth', () => expectFits(page, '/auth', (page) => page.getByLabel('Password', { exact: true })));
  it('/reset-password', () =>
    expectFits(page, '/reset-password?token=from-a-mail', (page) => page.getByLabel('New password')));

  it('signed in: the dashboard, the profile and the preferences', async () => {
    await signUpAndConfirm(stack(), page, { email: 'phone-pages@example.com', name: 'Priya Raman' });
    await expectFits(page, '/dashboard', h1('Dashboard'));
    await expectFits(page, '/profile', h1('Profile'));
    await expectFits(page, '/preferences', h1('Preferences'));
  });
  it('an idea page and its Share dialog', async () => {
    const ideaId = await newIdea(page, 'phone', 'Tiffin delivery for offices');
    await expectFits(page, `/tool/idea-garage/idea/${ideaId}`, (page) => page.getByLabel('Idea title'));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expectDialogFits(page, page.getByRole('dialog'));
  });
  it('the Idea Garage and its Add New Idea dialog', async () => {
    await expectFits(page, paths.ideaGarage.getHref(), h1('Idea Garage'));
    await page.getByRole('button', { name: 'Add New Idea' }).click();
    await expectDialogFits(page, page.getByRole('dialog', { name: 'Add New Idea' }));
  });
  // Every tool's page, with its own heading: none says 'Coming Soon' any more (issue 36).
  it.each(TOOLS.filter((tool) => tool.path !== paths.ideaGarage.getHref()))('$path', async (tool) => {
    await expectFits(page, tool.path, h1(tool.name));
    expect(await page.getByText(/Coming Soon|will be available soon/i).count()).toBe(0);
  });
  // The pages a link from outside opens: a pulse survey's anonymous page (made here), the expired-link page (where an
  // unknown invitation or shared link leads), and a mail's unsubscribe page.
  it("a pulse survey's anonymous page", async () => {
    await expectFits(page, '/tool/team-culture-pulse', h1('Team Culture Pulse'));
    await page.getByRole('button', { name: 'Create a pulse survey' }).click();
    await page.getByLabel('Company or team name').fill('Tiffin Co');
    await page.getByRole('button', { name: 'Create survey and link' }).click();
    const pulseLink = await page.getByLabel('Anonymous survey link').inputValue();
    await expect.poll(() => phoneProblems(page), { message: 'the new pulse survey' }).toEqual([]);
    await expectFits(page, new URL(pulseLink).pathname, h1('Tiffin Co team pulse'));
  });
  it('the expired-link page', () =>
    expectFits(page, paths.assessmentInvite.getHref('an-invitation-that-is-not'), h1('Link Expired')));
  it('the unsubscribe page', () =>
    expectFits(page, `${paths.unsubscribe.getHref()}?token=from-a-mail`, h1('E-mail notifications')));
});

/** The focused element's name, as a screen reader says it: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

it('on a phone keeps the sidebar in a drawer, opened from the header, a modal for the keyboard; from 640 px the rail is back', async () => {
  const page = await stack().newPage({ ...PHONE, bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'phone-drawer@example.com', name: 'Nia Okafor' });
  await page.goto('/dashboard');
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
  // No rail at 390 px: the page starts at the window's left edge, under the header's bar.
  expect((await page.getByRole('main').boundingBox())?.x).toBe(0);
  expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Founder Toolkit dashboard' }).waitFor();
  // The header's bell opens the inbox in the screen.
  await header.getByRole('button', { name: 'Notifications', exact: true }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await inbox.getByText('No notifications yet.', { exact: false }).waitFor();
  expect(await phoneProblems(page), 'the open inbox').toEqual([]);
  await page.keyboard.press('Escape');
  await inbox.waitFor({ state: 'hidden' });
  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await menu.getAttribute('aria-controls')).toBe('app-sidebar');

  // Opened with the keyboard: the focus goes into the drawer, the page behind neither takes it nor scrolls.
  await menu.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Sidebar' });
  await drawer.waitFor();
  expect(await drawer.getAttribute('id')).toBe('app-sidebar');
  expect(await drawer.getAttribute('aria-modal')).toBe('true');
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => focusedName(page)).toBe('Founder Toolkit dashboard');
  expect(await phoneProblems(page), 'the open drawer').toEqual([]);
  expect(await seriousA11yViolations(page), 'the open drawer').toEqual([]);
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Close menu');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.querySelector('main, header')?.contains(document.activeElement))).toBe(
    false,
  );
  await page.mouse.move(350, 600);
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Escape closes it, and the focus is back on the menu button.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  expect(await focusedName(page)).toBe('Menu');
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  // The same wheel scrolls the page now (the header's bar stays on top).
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The bar is 56 px high less its 1 px border; the 44 px button in its middle: (55 − 44) / 2 = 5.5 px from the top.
  expect((await menu.boundingBox())?.y).toBe(5.5);
  // So does a tap beside it, and its close button.
  await menu.click();
  await drawer.waitFor();
  await page.mouse.click(350, 400);
  await drawer.waitFor({ state: 'hidden' });
  expect(await focusedName(page)).toBe('Menu');
  await menu.click();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await drawer.waitFor({ state: 'hidden' });

  // A link in it followed (Enter) closes it on the page it leads to.
  await menu.click();
  await drawer.getByRole('link', { name: 'Equity Calculator', exact: true }).press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Equity Calculator' }).waitFor();
  await drawer.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

  // From 640 px wide the 4rem rail is back beside the page, and the header's bar is gone.
  await page.setViewportSize({ width: 640, height: 844 });
  const rail = page.getByRole('complementary', { name: 'Sidebar' });
  await rail.waitFor();
  expect((await rail.boundingBox())?.width).toBe(64);
  expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.x).toBeGreaterThan(64);
  expect(await menu.isVisible()).toBe(false);
});
