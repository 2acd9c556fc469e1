import { burningPlan, seedRound } from '@core/tools/custom-dashboard/dashboard-test-data';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { headerStatus } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Saves the founder's data through the tools' own routes, as their pages would. */
async function seed(page: Page) {
  const headers = { origin: stack().baseUrl };
  const post = async (path: string, data: unknown) =>
    expect((await page.request.post(path, { data, headers })).status()).toBe(201);
  await post('/api/tools/finance-model-creator/documents', { name: 'Base plan', data: burningPlan('USD') });
  await post('/api/tools/investor-crm/documents', { name: 'Seed round', data: seedRound() });
  for (const title of ['Chai kiosks', 'Invoice bot']) await post('/api/ideas', { title });
}

/** The tiles' titles in the order the grid shows them. */
const titles = (page: Page) => page.getByRole('list').getByRole('heading', { level: 2 }).allTextContents();
const tile = (page: Page, toolId: string) => page.getByTestId(`tile-${toolId}`);

it('shows the founder their figures, then adds, removes and moves tiles by keyboard and by drag, and keeps them', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'dash@example.com', name: 'Dana Shah' });
  await seed(page);
  const tileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/custom-dashboard/')) tileRequests.push(request.url());
  });

  await page.goto('/tool/custom-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Custom Dashboard' }).waitFor();
  // The default layout, drawn with its figures. Runway: $100,000 less $30,000 a month is below zero in month 4, so 3
  // months; round: (100,000 + 50,000) / 500,000 = 30 %; two ideas.
  expect(await titles(page)).toEqual([
    'Runway',
    'Round progress',
    'Net profit this month',
    'Next filings due',
    'Reconnect',
    'Ideas',
  ]);
  await tile(page, 'finance-model-creator').getByText('3 months', { exact: true }).waitFor();
  await tile(page, 'investor-crm').getByText('30%', { exact: true }).waitFor();
  await tile(page, 'investor-crm').getByText('$150,000', { exact: true }).waitFor();
  await tile(page, 'idea-garage').getByTestId('tile-headline').filter({ hasText: /^2$/ }).waitFor();
  // A tool without the founder's data says so, and leads to it.
  await tile(page, 'ai-accountant').getByText('No transactions yet').waitFor();
  expect(await tile(page, 'ai-accountant').getByRole('link', { name: 'Open AI Accountant' }).getAttribute('href')).toBe(
    '/tool/ai-accountant',
  );
  // The server drew the figures with the page (ADR 0101): the page asked for none of them, and never one a tile.
  expect(tileRequests).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Add a tile, remove one.
  await page.getByLabel('Add a tile').selectOption({ label: 'Running experiments' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await tile(page, 'growth-experiment-lab').getByText('No experiments yet').waitFor();
  await page.getByRole('button', { name: 'Remove Reconnect' }).click();
  await tile(page, 'personal-crm').waitFor({ state: 'detached' });
  await page.getByTestId('dashboard-announcement').filter({ hasText: 'Reconnect removed.' }).waitFor();

  // By keyboard: Ideas one place earlier with the arrow on its handle, said in the live region.
  await page.getByRole('button', { name: 'Move Ideas', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByTestId('dashboard-announcement').filter({ hasText: 'Ideas moved to place 4 of 6.' }).waitFor();
  expect(await titles(page)).toEqual([
    'Runway',
    'Round progress',
    'Net profit this month',
    'Ideas',
    'Next filings due',
    'Running experiments',
  ]);

  // By drag: Running experiments by its handle onto Runway, the first place (dnd-kit starts after 6 px).
  const from = (await page.getByRole('button', { name: 'Move Running experiments', exact: true }).boundingBox())!;
  const to = (await tile(page, 'finance-model-creator').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await page
    .getByTestId('dashboard-announcement')
    .filter({ hasText: 'Running experiments moved to place 1 of 6.' })
    .waitFor();
  const arranged = [
    'Running experiments',
    'Runway',
    'Round progress',
    'Net profit this month',
    'Ideas',
    'Next filings due',
  ];
  expect(await titles(page)).toEqual(arranged);
  await headerStatus(page, 'Saved').waitFor();

  // A reload (and so another browser: the layout is the account's) shows the same tiles, order and figures.
  tileRequests.length = 0;
  await page.reload();
  await tile(page, 'finance-model-creator').getByText('3 months', { exact: true }).waitFor();
  expect(await titles(page)).toEqual(arranged);
  await tile(page, 'investor-crm').getByText('30%', { exact: true }).waitFor();
  expect(tileRequests).toEqual([]);

  // Reached inside the app (from another tool's page, as a link does, not drawn by the server): one request answers
  // every tile.
  await page.goto('/tool/idea-garage');
  await page.getByRole('heading', { level: 1, name: 'Idea Garage' }).waitFor();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/tool/custom-dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await tile(page, 'investor-crm').getByText('30%', { exact: true }).waitFor();
  await tile(page, 'finance-model-creator').getByText('3 months', { exact: true }).waitFor();
  expect(await titles(page)).toEqual(arranged);
  expect(tileRequests).toHaveLength(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // On a phone (390 px wide) the tiles are one column that fits: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await tile(page, 'idea-garage').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(stack().consoleErrors).toEqual([]);
});
