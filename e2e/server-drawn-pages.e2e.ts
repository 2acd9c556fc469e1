import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndConfirm } from './support/accounts';
import { idsReactDisagreesWith } from './support/hydrated-ids';
import { newIdea } from './support/ideas';
import { headerStatus, TOOL_VISITS } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

it('shows each signed-in page drawn by the server before any script runs, and lets it be used once the app has it (ADR 0038)', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'drawn@example.com', name: 'Dee Drawn' });
  const ideaId = await newIdea(page, 'drawn', 'Drone delivery');

  // A browser that runs no script at all still sees the pages, from the server's HTML alone.
  const scriptless = await stack().newPage({ javaScriptEnabled: false });
  await scriptless.context().addCookies(await page.context().cookies());
  await scriptless.goto('/dashboard');
  expect(await scriptless.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  await scriptless.getByText('Welcome back, Dee Drawn.').waitFor();
  // Marked as waiting for the app (which, with no script, never comes): its links still lead to the other pages.
  expect(await scriptless.locator('#root').getAttribute('data-hydrating')).toBe('');
  await scriptless.goto('/tool/idea-garage');
  await scriptless.getByRole('link', { name: 'Drone delivery' }).first().waitFor();
  await scriptless.goto(`/tool/idea-garage/idea/${ideaId}`);
  expect(await scriptless.getByLabel('Idea title').inputValue()).toBe('Drone delivery');
  // A tool's own data comes drawn too (ADR 0101): a directory's first page of results, the deadlines a user tracks.
  await scriptless.goto('/tool/investor-directory');
  await scriptless.getByRole('heading', { level: 2, name: 'Accel', exact: true }).waitFor();
  await scriptless.goto('/tool/competition-hackathon-directory');
  await scriptless.getByText('No deadlines tracked yet.', { exact: false }).waitFor();
  await scriptless.getByRole('heading', { level: 2, name: 'Hult Prize' }).waitFor();
  await scriptless.goto('/tool/advisors-directory');
  await scriptless.getByText('Publish an advisor profile so founders can find you.', { exact: false }).waitFor();
  // A tool that opens on an idea select comes with the founder's ideas to choose from (ADR 0136).
  for (const [tool, label, none] of [
    ['validation-agent', 'Idea to validate', 'Choose an idea'],
    ['user-research-bot', 'Idea researched (optional)', 'No idea'],
    ['pitch-maker', 'Idea', 'Choose an idea'],
  ] as const) {
    await scriptless.goto(`/tool/${tool}`);
    const choices = scriptless.getByLabel(label, { exact: true }).locator('option');
    expect(await choices.allTextContents()).toEqual([none, 'Drone delivery']);
  }

  // With scripts, the same page becomes usable once the app has taken it over, having asked for each module
  // the server named, once (web/public/start-after-paint.js asks for them a few at a time: ADR 0043), and with the
  // data Intl formats with loaded by a worker (ADR 0129).
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/dashboard');
  await page.locator('#root:not([data-hydrating])').waitFor();
  expect(workers).toEqual(['/warm-intl.js']);
  const named = (await page.locator('script[data-preload]').getAttribute('data-preload'))!.split(' ');
  const asked = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // Among them, the modules the dashboard's route loads on demand: its own and its layout's.
  expect(named).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/assets\/dashboard-[\w-]+\.js$/),
      expect.stringMatching(/\/assets\/shell-layout-[\w-]+\.js$/),
    ]),
  );
  // (Later links are Vite's, for what the page loads on demand.)
  expect(asked.slice(0, named.length)).toEqual(named);
  await page.getByRole('button', { name: 'Pin Pitch Maker' }).first().click();
  await page.getByRole('button', { name: 'Unpin Pitch Maker' }).first().waitFor();
});

it("draws the next page in the browser's time zone, which the first page told the server", async () => {
  const page = await stack().newPage({ timezoneId: 'Asia/Kolkata' });
  const first = await (await page.goto('/auth'))!.text();
  // Nothing told yet: the first page is drawn in UTC, and the browser shows it in UTC too (no mismatch).
  expect(first).toContain('data-time-zone="UTC"');
  await page.locator('#root:not([data-hydrating])').waitFor();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(zone).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  const next = await (await page.goto('/auth'))!.text();
  expect(next).toContain(`data-time-zone="${zone}"`);
});

/** Opens `path` and waits until React holds every id on it: then none may differ from what it holds. */
async function expectIdsAsReactHolds(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => idsReactDisagreesWith(page), { message: `ids on ${path}` }).toEqual([]);
}

// One test a page (each a page load and a wait for React's ids), on one signed-in browser.
describe("draws each page with the ids the browser's React gives it: its labels point at their fields once it is live", () => {
  let page: Page;
  let ideaId: string;
  beforeAll(async () => {
    page = await stack().newPage();
    await signUpAndConfirm(stack(), page, { email: 'ids@example.com', name: 'Ida Ids' });
    ideaId = await newIdea(page, 'ids', 'Identity cards');
  });

  it.each(['/dashboard', '/preferences', '/profile'])('%s', (path) => expectIdsAsReactHolds(page, path));
  it('the idea page', () => expectIdsAsReactHolds(page, `/tool/idea-garage/idea/${ideaId}`));
  // With the tools' pages drawn with the tool's own data (ADR 0101): the directories.
  it.each([
    ...TOOL_VISITS.map(({ tool }) => tool),
    'investor-directory',
    'competition-hackathon-directory',
    'advisors-directory',
  ])('/tool/%s', (tool) => expectIdsAsReactHolds(page, `/tool/${tool}`));

  it('a saved document: the server draws its page opening it, and the browser opens it', async () => {
    await page.goto('/tool/term-sheet-translator');
    await page.getByRole('button', { name: 'Try a sample term sheet' }).click();
    await page.getByLabel('Participation').selectOption('none');
    await headerStatus(page, 'Saved').waitFor();
    await expectIdsAsReactHolds(page, '/tool/term-sheet-translator');
  });

  it.each(['/', '/auth'])("a visitor's %s", async (path) => expectIdsAsReactHolds(await stack().newPage(), path));
});
