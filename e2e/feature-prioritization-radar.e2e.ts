import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { newIdea } from './support/ideas';
import { savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';
import { TYPED_FEATURES, type TypedFeature } from '../test-support/typed-features';

const stack = useStack();

/** Adds a feature through its dialog, as a founder types it. */
async function addFeature(page: Page, { name, reach, impact, confidence, effort, ice }: TypedFeature) {
  await page.getByRole('button', { name: 'Add feature' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a feature' });
  await dialog.getByLabel('Feature', { exact: true }).fill(name);
  await dialog.getByLabel('Reach per quarter').fill(reach);
  await dialog.getByLabel('Impact', { exact: true }).selectOption({ label: impact });
  await dialog.getByLabel('Confidence', { exact: true }).selectOption({ label: confidence });
  await dialog.getByLabel('Effort (person-months)').fill(effort);
  await dialog.getByLabel('ICE impact (1–10)').fill(ice[0]!);
  await dialog.getByLabel('ICE confidence (1–10)').fill(ice[1]!);
  await dialog.getByLabel('Ease (1–10)').fill(ice[2]!);
  await dialog.getByRole('button', { name: 'Save feature' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The ranked list as shown: rank, feature, RICE and ICE, a row each. */
const rowsOf = (page: Page) =>
  page
    .getByRole('table', { name: 'Features ranked' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')];
        return [
          cells[0]?.textContent,
          cells[1]?.querySelector('button')?.textContent,
          cells[2]?.textContent,
          cells[3]?.textContent,
        ].join(' | ');
      }),
    );

// Ranked by ICE (the scores worked out in test-support/typed-features.ts).
const BY_ICE = ['1 | SMS reminders | 675 | 7.33', '2 | GST invoices | 400 | 7', '3 | Weekly reports | 800 | 6'];

it('ranks three features by RICE and by ICE, links one to an idea, keeps the roadmap after a reload and exports it', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'roadmap@example.com', name: 'Meera Nair' });
  const ideaId = await newIdea(page, 'clinicdesk', 'ClinicDesk');

  await page.goto('/tool/feature-prioritization-radar');
  await page.getByRole('heading', { level: 1, name: 'Feature Prioritization Radar' }).waitFor();
  await page.getByText('No features yet', { exact: true }).waitFor();
  expect(await page.getByLabel('Roadmap name').inputValue()).toBe('Roadmap 1');

  // A feature saved half-typed is refused field by field, and nothing is lost.
  await page.getByRole('button', { name: 'Add feature' }).click();
  const first = page.getByRole('dialog', { name: 'Add a feature' });
  await first.getByLabel('Feature', { exact: true }).fill('Half typed');
  await first.getByLabel('Effort (person-months)').fill('0.25');
  await first.getByRole('button', { name: 'Save feature' }).click();
  await first.getByText('Enter the person-months it takes, from 0.5 to 120').waitFor();
  expect(await first.getByLabel('Feature', { exact: true }).inputValue()).toBe('Half typed');
  await first.getByRole('button', { name: 'Cancel' }).click();

  for (const feature of TYPED_FEATURES) await addFeature(page, feature);
  expect(await rowsOf(page)).toEqual([
    '1 | Weekly reports | 800 | 6',
    '2 | SMS reminders | 675 | 7.33',
    '3 | GST invoices | 400 | 7',
  ]);
  await page.getByLabel('Roadmap name').fill('Q1 2027');
  await savedAs(page, 'Q1 2027');

  // Ranked by ICE from the keyboard: the column's header says so.
  await page.getByRole('columnheader', { name: 'ICE', exact: true }).getByRole('button').press('Enter');
  expect(await page.getByRole('columnheader', { name: 'ICE', exact: true }).getAttribute('aria-sort')).toBe(
    'descending',
  );
  expect(await rowsOf(page)).toEqual(BY_ICE);
  await page.getByRole('img', { name: /^Impact against ease: SMS reminders \(Ease 5, Impact 8\);/ }).waitFor();

  // The reminders serve the founder's idea.
  await page.getByRole('button', { name: 'SMS reminders', exact: true }).click();
  const record = page.getByRole('dialog', { name: 'Feature', exact: true });
  await record.getByLabel('Idea it serves').selectOption({ label: 'ClinicDesk' });
  await record.getByRole('button', { name: 'Save feature' }).click();
  const link = page.getByRole('link', { name: 'ClinicDesk', exact: true });
  expect(await link.getAttribute('href')).toBe(`/tool/idea-garage/idea/${ideaId}`);
  await savedAs(page, 'Q1 2027');
  expect(await seriousA11yViolations(page)).toEqual([]);

  const file = await downloaded(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(file.name).toBe('q1-2027.csv');
  expect(file.text.split('\r\n')).toEqual([
    'Rank,Feature,Idea,Reach per quarter,Impact,Confidence (%),Effort (person-months),RICE score,ICE impact,ICE confidence,Ease,ICE score',
    '1,SMS reminders,ClinicDesk,450,3,100,2,675,8,9,5,7.33',
    '2,GST invoices,,2000,1,80,4,400,6,7,8,7',
    '3,Weekly reports,,800,2,50,1,800,4,5,9,6',
    '',
  ]);

  // After a reload, and in another browser, the roadmap is as it was: ranked by ICE, the idea linked.
  await page.reload();
  await page.getByRole('link', { name: 'ClinicDesk', exact: true }).waitFor();
  expect(await rowsOf(page)).toEqual(BY_ICE);
  const other = await stack().newPage({ bypassCSP: true });
  await signIn(stack(), other, 'roadmap@example.com');
  await other.goto('/tool/feature-prioritization-radar');
  await other.getByRole('link', { name: 'ClinicDesk', exact: true }).waitFor();
  expect(await rowsOf(other)).toEqual(BY_ICE);
  expect(await other.getByRole('columnheader', { name: 'ICE', exact: true }).getAttribute('aria-sort')).toBe(
    'descending',
  );
  expect(stack().consoleErrors).toEqual([]);
});
