import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import type { Stack } from './support/stack';
import { useStack } from './support/use-stack';

const stack = useStack();

let accounts = 0;
async function signedInPage(name = 'Ada Lovelace', options: Parameters<Stack['newPage']>[0] = {}) {
  const page = await stack().newPage(options);
  const email = `founder${++accounts}@example.com`;
  await signUpAndConfirm(stack(), page, { email, name });
  return { page, email };
}

const pinnedSection = (page: Page) => page.getByRole('region', { name: 'Pinned Tools' });
const pinnedCardNames = (page: Page) => pinnedSection(page).getByRole('heading', { level: 3 }).allTextContents();

/**
 * The server's answer to the save that pins exactly `toolIds`: what a reload must wait for ('networkidle' is a state
 * the page reached long before the click, so waiting for it returns at once, and a reload may go before the save).
 */
const pinsSaved = (page: Page, toolIds: string[]) =>
  page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !response.url().endsWith('/api/preferences/pinned-tools')) return false;
    const sent = (JSON.parse(request.postData() ?? '{}') as { pinnedTools?: string[] }).pinnedTools ?? [];
    return [...sent].sort().join() === [...toolIds].sort().join();
  });

it('pins and unpins on the dashboard, kept by the server across reloads and browsers', async () => {
  const { page, email } = await signedInPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'All Tools' }).waitFor();
  expect(await pinnedCardNames(page)).toEqual(['Idea Garage', 'Equity Calculator']);

  const saved = pinsSaved(page, ['equity-split', 'pitch-maker']);
  await page.getByRole('button', { name: 'Pin Pitch Maker' }).first().click();
  await page.getByRole('button', { name: 'Unpin Idea Garage' }).first().click();
  await expect.poll(() => pinnedCardNames(page)).toEqual(['Equity Calculator', 'Pitch Maker']);
  expect((await saved).status()).toBe(200);

  await page.reload();
  await pinnedSection(page).waitFor();
  expect(await pinnedCardNames(page)).toEqual(['Equity Calculator', 'Pitch Maker']);

  const elsewhere = await stack().newPage();
  await signIn(stack(), elsewhere, email);
  await elsewhere.goto('/dashboard');
  await pinnedSection(elsewhere).waitFor();
  expect(await pinnedCardNames(elsewhere)).toEqual(['Equity Calculator', 'Pitch Maker']);

  await page.getByRole('button', { name: 'Unpin Equity Calculator' }).first().click();
  await page.getByRole('button', { name: 'Unpin Pitch Maker' }).first().click();
  await expect.poll(() => pinnedSection(page).count()).toBe(0);
});

it("renders a signed-in page from the data it came with: no wait on the session, the preferences, the board, an idea page or a tool's documents", async () => {
  const { page } = await signedInPage('Fay First');
  await page.goto('/dashboard');
  const pinSaved = pinsSaved(page, ['idea-garage', 'equity-split', 'pitch-maker']);
  await page.getByRole('button', { name: 'Pin Pitch Maker' }).first().click();
  await expect.poll(() => pinnedCardNames(page)).toEqual(['Idea Garage', 'Equity Calculator', 'Pitch Maker']);
  expect((await pinSaved).status()).toBe(200);

  // The session and preferences requests are held until the page has rendered with both.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedFor: string[] = [];
  await page.route(/\/api\/(auth\/get-session|preferences)$/, async (route) => {
    askedFor.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.reload();
  await page.getByText('Welcome back, Fay First.').waitFor();
  expect(await pinnedCardNames(page)).toEqual(['Idea Garage', 'Equity Calculator', 'Pitch Maker']);
  // better-auth's get-session is still asked, in the background (it keeps the session alive); preferences are not.
  expect(askedFor).not.toContain('/api/preferences');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/get-session'));
  release();
  expect((await answered).status()).toBe(200);

  // The board's page comes with its first page of ideas: the board shows without asking for it.
  const boardRequests: string[] = [];
  await page.route(/\/api\/ideas\?/, async (route) => {
    boardRequests.push(route.request().url());
    await route.continue();
  });
  await page.goto('/tool/idea-garage');
  await page.getByText('No ideas yet').waitFor();
  await page.waitForLoadState('networkidle');
  expect(boardRequests).toEqual([]);

  // An idea's page comes with the page and its Main Content: both show without asking for them.
  const headers = { origin: stack().baseUrl };
  const { id } = await (
    await page.request.post('/api/ideas', { data: { title: 'Sent with the page', description: 'No waiting' }, headers })
  ).json();
  const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Already here.' }] }] };
  expect(
    (
      await page.request.put(`/api/ideas/${id}/pages/main/content`, { data: { content, version: 0 }, headers })
    ).status(),
  ).toBe(200);
  const ideaRequests: string[] = [];
  await page.route(new RegExp(`/api/ideas/${id}/`), async (route) => {
    ideaRequests.push(new URL(route.request().url()).pathname);
    await route.continue();
  });
  await page.goto(`/tool/idea-garage/idea/${id}`);
  await page.getByRole('textbox', { name: 'Content of Main Content' }).getByText('Already here.').waitFor();
  expect(await page.getByLabel('Idea title').inputValue()).toBe('Sent with the page');
  await page.waitForLoadState('networkidle');
  expect(ideaRequests).toEqual([]);

  // A tool's page comes with the tool's saved documents and the one saved last, which it opens (issue 33: work comes
  // back): the equity calculator lists its scenarios and shows that one without asking for either.
  const vesting = { totalMonths: 48, cliffMonths: 12 };
  const founders = ['CEO', 'CTO'].map((role, index) => ({
    id: `f${index}`,
    name: role,
    role,
    contribution: 40,
    commitment: 100,
    experience: 80,
    vesting,
  }));
  const saved = await page.request.post('/api/tools/equity-split/documents', {
    data: { name: 'Seed round split', data: { founders } },
    headers,
  });
  expect(saved.status()).toBe(201);
  const documentRequests: string[] = [];
  await page.route(/\/api\/tools\/equity-split\/documents/, async (route) => {
    documentRequests.push(new URL(route.request().url()).pathname);
    await route.continue();
  });
  await page.goto('/tool/equity-split');
  await page.getByRole('list', { name: 'Saved scenarios' }).getByText('Seed round split').waitFor();
  await page.waitForLoadState('networkidle');
  const { id: scenarioId } = (await saved.json()) as { id: string };
  expect(documentRequests).toEqual([]);
  expect(await page.getByLabel('Scenario name').inputValue()).toBe('Seed round split');
  expect(new URL(page.url()).search).toBe(`?doc=${scenarioId}`);
});

it('pins a tool by dragging it onto the Pinned group in the sidebar, and unpins by dragging it back', async () => {
  const { page } = await signedInPage('Drag Tester');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  const pinnedGroup = page.getByRole('region', { name: 'Pinned', exact: true });
  const toolsGroup = page.getByRole('region', { name: 'Tools', exact: true });
  // Dragging loads when the pointer comes over the tools (ADR 0089): its screen-reader instructions come with it.
  await page.getByRole('link', { name: 'Your AI CA', exact: true }).hover();
  await page.locator('[id^="DndDescribedBy"]').first().waitFor({ state: 'attached' });

  const drag = async (name: string, target: typeof pinnedGroup) => {
    const source = await page.getByRole('link', { name, exact: true }).boundingBox();
    const destination = await target.boundingBox();
    // At a person's pace: pick up, pause, carry, pause over the target, let go.
    await page.mouse.move(source!.x + 20, source!.y + source!.height / 2);
    await page.mouse.down();
    await page.mouse.move(source!.x + 30, source!.y + source!.height / 2 + 10, { steps: 5 });
    await page.waitForTimeout(150);
    await page.mouse.move(destination!.x + 40, destination!.y + 30, { steps: 15 });
    await page.waitForTimeout(150);
    await page.mouse.up();
  };

  await drag('Your AI CA', pinnedGroup);
  await pinnedGroup.getByRole('link', { name: 'Your AI CA', exact: true }).waitFor();
  // A screen reader hears the tool and the group by name (dnd-kit's live region and instructions).
  await page.locator('[id^="DndLiveRegion"]').getByText('Your AI CA dropped on Pinned.').waitFor({ state: 'attached' });
  expect(await page.locator('[id^="DndDescribedBy"]').first().textContent()).toBe(
    'To pin or unpin a tool, press Space to pick it up, the arrow keys to move it to the other group, and Space to drop it. Escape cancels.',
  );
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await pinnedSection(page).getByRole('heading', { name: 'Your AI CA' }).waitFor();

  const unpinned = page.waitForResponse(
    (response) => response.url().endsWith('/api/preferences/pinned-tools') && response.request().method() === 'PUT',
  );
  await drag('Your AI CA', toolsGroup);
  await toolsGroup.getByRole('link', { name: 'Your AI CA', exact: true }).waitFor();
  // Its save has answered, so the list the answer draws again is drawn before the next step, not during it.
  await (await unpinned).finished();

  // The keyboard way: each sidebar item's pin button.
  // Focused and pressed as one step: the list drawn again after the drag back may replace the button in between.
  await toolsGroup.getByRole('button', { name: 'Pin Custom Dashboard' }).press('Enter');
  await pinnedGroup.getByRole('link', { name: 'Custom Dashboard', exact: true }).waitFor();
});

it('opens Profile and Preferences from the user menu, and the logo leads to the dashboard', async () => {
  const { page } = await signedInPage('Grace Hopper');
  await page.goto('/tool/pitch-maker');
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/profile');
  // The address changes first; the page it leaves stays on screen until the new one is ready (a transition). A
  // menu opened on the old page goes with it: open it on the page one sees, as a person would.
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  await page.waitForURL('**/preferences');
  await page.getByRole('link', { name: 'Founder Toolkit dashboard' }).click();
  await page.waitForURL('**/dashboard');
});

it('saves the profile, and never lets the API key leave the server whole', async () => {
  const { page } = await signedInPage('Katherine Johnson');
  const key = 'sk-test-9f8e7d6c5b4a39281706wxyz';
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) bodies.push(await response.text().catch(() => ''));
  });

  await page.goto('/profile');
  await page.getByText('Email cannot be changed from this page').waitFor();
  expect(await page.getByLabel('Email').isEditable()).toBe(false);
  await page.getByLabel('Full Name').fill('Katherine G. Johnson');
  await page.getByLabel('OpenAI API Key').fill(`  ${key}  `);
  await page.getByRole('button', { name: 'Show API key' }).click();
  expect(await page.getByLabel('OpenAI API Key').getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.getByRole('button', { name: 'Account menu for Katherine G. Johnson' }).waitFor();

  await page.reload();
  await page.getByPlaceholder('Saved key ending in wxyz').waitFor();
  expect(await page.getByLabel('Full Name').inputValue()).toBe('Katherine G. Johnson');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) expect(body).not.toContain(key.slice(0, -4));
});

it('keeps preferences across a reload, applying the theme and the language at once', async () => {
  const { page } = await signedInPage('Pref Tester');
  await page.goto('/preferences');
  await page.getByLabel('Theme').selectOption('dark');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('switch', { name: 'Weekly digest' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await page.getByText('Preferences saved successfully!').waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('dark');
  // The page speaks French at once (its words, and <html lang> for formats).
  await page.getByRole('heading', { name: 'Préférences', level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

  await page.reload();
  await page.getByLabel('Thème').waitFor();
  expect(await page.getByLabel('Thème').inputValue()).toBe('dark');
  expect(await page.getByRole('switch', { name: 'Récapitulatif hebdomadaire' }).getAttribute('aria-checked')).toBe(
    'false',
  );
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('dark');

  await page.getByLabel('Thème').selectOption('light');
  await page.getByLabel('Langue').selectOption('en');
  await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toContain('dark');
  await page.getByRole('heading', { name: 'Preferences', level: 1 }).waitFor();
});

// One test a page and theme (each an axe run of seconds on a loaded machine), on one signed-in browser.
describe('has no serious or critical accessibility violation on the signed-in pages, in light and dark', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await signedInPage('Axe Tester', { bypassCSP: true }));
  });
  describe.each(['light', 'dark'] as const)('%s', (theme) => {
    beforeAll(async () => {
      await page.request.patch('/api/preferences', { data: { theme }, headers: { origin: stack().baseUrl } });
    });
    it.each(['/dashboard', '/profile', '/preferences', '/tool/personal-crm'])('%s', async (path) => {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});
