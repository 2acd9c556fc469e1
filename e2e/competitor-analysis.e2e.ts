import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { useStack } from './support/use-stack';

const stack = useStack();

const column = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });
const cell = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const places = (page: Page) => page.getByRole('list', { name: 'Places on the map' }).getByRole('listitem');

/** Drags the point named `from` (its accessible name) to the map's place (x, y), by the pointer. */
async function dragPoint(page: Page, from: string, x: number, y: number) {
  // The point's own circle (its group also holds its name, drawn beside it).
  const point = await page.getByRole('button', { name: from, exact: true }).locator('circle').first().boundingBox();
  const map = await page.getByRole('group', { name: 'Positioning map' }).boundingBox();
  if (!point || !map) throw new Error('the map or its point is not drawn');
  // The plot (SCATTER): x from 48 to 624 of the 640-wide viewBox, y from 16 (top, 100) to 316 (bottom, 0) of 360.
  const viewX = 48 + (x / 100) * 576;
  const viewY = 16 + (1 - y / 100) * 300;
  await page.mouse.move(point.x + point.width / 2, point.y + point.height / 2);
  await page.mouse.down();
  await page.mouse.move(map.x + (viewX / 640) * map.width, map.y + (viewY / 360) * map.height, { steps: 8 });
  await page.mouse.up();
}

it('compares a product with two competitors on features, price, a map and a SWOT, keeps it after a reload, and exports the matrix', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'rivals@example.com', name: 'Meera Iyer' });
  await page.goto('/tool/competitor-analysis');
  await page.getByRole('heading', { level: 1, name: 'Competitor Analysis' }).waitFor();
  const analyses = page.getByRole('region', { name: 'Saved analyses' });
  await analyses.getByText('No saved analyses yet. An analysis you work on saves itself here.').waitFor();
  await page.getByText('No competitors yet', { exact: true }).waitFor();

  // The columns: the founder's product, then two competitors; a name used twice is said by its field.
  await page.getByRole('button', { name: 'Add your product' }).click();
  await column(page, 'Your product').getByLabel('Name', { exact: true }).fill('ClinicDesk');
  await column(page, 'Your product').getByLabel('Plan').fill('Clinic');
  await column(page, 'Your product').getByLabel('Price').fill('49');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await column(page, 'Competitor 1').getByLabel('Name', { exact: true }).fill('Practo Ray');
  await column(page, 'Competitor 1').getByLabel('Plan').fill('Pro');
  await column(page, 'Competitor 1').getByLabel('Price').fill('99');
  await column(page, 'Competitor 1').getByLabel('Notes').fill('Market leader, strong brand');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  const second = column(page, 'Competitor 2');
  await second.getByLabel('Name', { exact: true }).fill('practo ray ');
  await second.getByText('Another column has this name').waitFor();
  await second.getByLabel('Name', { exact: true }).fill('Spreadsheets');
  // A note written as a bullet starts like a formula to a spreadsheet: the CSV guards it.
  await second.getByLabel('Notes').fill('- free, everyone knows it');

  // Three features, each cell marked.
  for (const [number, name] of ['WhatsApp reminders', 'GST invoices', 'Online booking'].entries()) {
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel(`Feature ${number + 1}`, { exact: true }).fill(name);
  }
  await cell(page, 'ClinicDesk: WhatsApp reminders').selectOption({ label: 'Yes' });
  await cell(page, 'ClinicDesk: GST invoices').selectOption({ label: 'Yes' });
  await cell(page, 'Practo Ray: WhatsApp reminders').selectOption({ label: 'Partial' });
  await cell(page, 'Practo Ray: GST invoices').selectOption({ label: 'Yes' });
  await cell(page, 'Practo Ray: Online booking').selectOption({ label: 'Yes' });
  await cell(page, 'Spreadsheets: GST invoices').selectOption({ label: 'Partial' });
  const priceRow = page.getByRole('row', { name: /^Price/ }).getByRole('cell');
  expect(await priceRow.allTextContents()).toEqual(['$49', '$99', '—']);

  // The map: ClinicDesk placed and moved by keys (50 + 2 × 5 = 60 right; 50 + 6 × 5 = 80 up, − 1 with Shift);
  // Practo Ray dragged to (30, 60); the spreadsheet left unplaced.
  await page.getByRole('button', { name: 'Place ClinicDesk' }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowDown');
  const map = page.getByRole('region', { name: 'Positioning map' });
  await map
    .getByRole('status')
    .filter({ hasText: /^ClinicDesk: Price 60, Ease of use 79$/ })
    .waitFor();
  await page.getByRole('button', { name: 'Place Practo Ray' }).click();
  await dragPoint(page, 'Practo Ray: Price 50, Ease of use 50', 30, 60);
  await map
    .getByRole('status')
    .filter({ hasText: /^Practo Ray: Price 30, Ease of use 60$/ })
    .waitFor();
  const mapPlaces = [
    'ClinicDesk: Price 60, Ease of use 79',
    'Practo Ray: Price 30, Ease of use 60',
    'Spreadsheets: not placed yetPlace Spreadsheets',
  ];
  await expect.poll(() => places(page).allTextContents()).toEqual(mapPlaces);

  // A SWOT of Practo Ray, one point a line.
  await page.getByLabel('SWOT of').selectOption({ label: 'Practo Ray' });
  await page.getByLabel('Strengths').fill('Known brand\nPatient marketplace');
  await page.getByLabel('Threats').fill('Adding WhatsApp reminders');

  // Named in the header, it saves itself (Auto save is on by default).
  await page.getByLabel('Analysis name').fill('Clinic software');
  await analyses.getByRole('button', { name: 'Clinic software', exact: true }).waitFor();
  await expect.poll(async () => page.getByTestId('save-status').textContent(), { timeout: 10_000 }).toBe('Saved');
  await analyses.getByText(/^2 competitors · Saved /).waitFor();

  const csv = await downloaded(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(csv.name).toBe('clinic-software.csv');
  // Worked by hand: a row per feature, then plan, price as a number, notes; the comma quoted, the bullet guarded.
  expect(csv.text).toBe(
    [
      'Feature,ClinicDesk,Practo Ray,Spreadsheets',
      'WhatsApp reminders,Yes,Partial,No',
      'GST invoices,Yes,Yes,Partial',
      'Online booking,No,Yes,No',
      'Plan,Clinic,Pro,',
      'Price (USD),49,99,',
      'Notes,,"Market leader, strong brand","\'- free, everyone knows it"',
      '',
    ].join('\r\n'),
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload the analysis saved last opens with the page, all of it there.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Competitor Analysis' }).waitFor();
  expect(await column(page, 'Competitor 1').getByLabel('Name', { exact: true }).inputValue()).toBe('Practo Ray');
  expect(await column(page, 'Competitor 2').getByLabel('Notes').inputValue()).toBe('- free, everyone knows it');
  expect(await cell(page, 'Practo Ray: WhatsApp reminders').inputValue()).toBe('partial');
  expect(await cell(page, 'Spreadsheets: GST invoices').inputValue()).toBe('partial');
  expect(await cell(page, 'Spreadsheets: Online booking').inputValue()).toBe('no');
  expect(await places(page).allTextContents()).toEqual(mapPlaces);
  await page.getByLabel('SWOT of').selectOption({ label: 'Practo Ray' });
  expect(await page.getByLabel('Strengths').inputValue()).toBe('Known brand\nPatient marketplace');
  expect(await page.getByLabel('Threats').inputValue()).toBe('Adding WhatsApp reminders');
  expect(await page.getByTestId('save-status').textContent()).toBe('Saved');
  expect(stack().consoleErrors).toEqual([]);
});
