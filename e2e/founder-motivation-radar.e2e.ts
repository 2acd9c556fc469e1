import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { headerStatus, savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

const SCORES = ['Energy', 'Motivation', 'Stress', 'Sleep', 'Focus'] as const;

/** Answers a check-in dialog: each score clicked as a person clicks it (its box), in the radar's order. */
async function score(page: Page, dialog: Locator, values: readonly number[]) {
  for (const [index, name] of SCORES.entries()) {
    const group = dialog.getByRole('radiogroup', { name });
    const value = String(values[index]);
    await group.locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${value}( |$)`) }) }).click();
  }
}

/** Adds a past week's check-in through 'Add a past week'. */
async function addPastWeek(page: Page, weekLabel: string, values: readonly number[]) {
  await page.getByRole('button', { name: 'Add a past week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekly check-in' });
  await dialog.getByLabel('Week').selectOption({ label: weekLabel });
  await score(page, dialog, values);
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const radar = (page: Page) => page.getByRole('region', { name: 'Your radar' }).getByRole('img');

it("answers this week's check-in, sees the radar, adds past weeks until the gentle warning shows, reloads, and sets a reminder", async () => {
  const page = await stack().newPage({ bypassCSP: true });
  // Wednesday 2 December 2026: ISO week 49 (Mon 30 Nov – Sun 6 Dec).
  await page.clock.setFixedTime(new Date('2026-12-02T10:00:00'));
  await signUpAndConfirm(stack(), page, { email: 'pulse@example.com', name: 'Priya Nair' });
  await page.goto('/tool/founder-motivation-radar');
  await page.getByRole('heading', { level: 1, name: 'Founder Motivation Radar' }).waitFor();
  await page.getByText('No check-ins yet').waitFor();

  // This week: a score left out is said by its field; then all five and a note.
  await page.getByRole('button', { name: 'Check in for this week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekly check-in' });
  await dialog
    .getByText('Score each from 1 to 5. On every line 5 is the good end: for stress, 5 means calm.')
    .waitFor();
  expect(await dialog.getByLabel('Week').inputValue()).toBe('2026-W49');
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  expect(await dialog.getByRole('alert').count()).toBe(5);
  await dialog.getByRole('alert').first().getByText('Choose a score from 1 to 5').waitFor();
  await score(page, dialog, [3, 3, 2, 3, 3]);
  await dialog.getByLabel('Note (optional)').fill('Investor update slipped again');
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  await dialog.waitFor({ state: 'detached' });
  await savedAs(page, 'My check-ins');
  // 3 + 3 + 2 + 3 + 3 = 14; 14 / 5 = 2.8
  await page
    .getByText('You checked in for Week 49 (Nov 30, 2026 – Dec 6, 2026): an average of 2.8 out of 5.')
    .waitFor();
  expect(await radar(page).getAttribute('aria-label')).toBe(
    'Your latest check-in against your 4-week average: This week: Energy 3, Motivation 3, Stress 2, Sleep 3, and Focus 3.',
  );
  await page.getByText('Your average appears beside this shape from your second check-in.').waitFor();

  // Three earlier weeks, answered late. Averages by hand: W46 20/5 = 4.0, W47 18/5 = 3.6, W48 16/5 = 3.2, then W49 2.8.
  await addPastWeek(page, 'Week 48 (Nov 23, 2026 – Nov 29, 2026)', [3, 3, 3, 4, 3]);
  await addPastWeek(page, 'Week 47 (Nov 16, 2026 – Nov 22, 2026)', [4, 4, 3, 4, 3]);
  await addPastWeek(page, 'Week 46 (Nov 9, 2026 – Nov 15, 2026)', [4, 4, 4, 4, 4]);
  await savedAs(page, 'My check-ins');

  const warning = page.getByRole('region', { name: 'Your scores have been falling' });
  await warning
    .getByText(
      'The average of your five scores went down each week for three weeks (weeks 46 to 49). It may be a good moment to slow down, talk to someone you trust, or look at the support below.',
    )
    .waitFor();
  expect(await warning.getByRole('link', { name: 'Find A Helpline' }).getAttribute('href')).toBe(
    'https://findahelpline.com/',
  );
  expect(
    await warning.getByRole('link', { name: 'Mental Health Support (in this toolkit)' }).getAttribute('href'),
  ).toBe('/tool/mental-health-support');
  await warning.getByText(/^This is not medical advice/).waitFor();
  // W49 against W48, W47, W46: energy (3 + 4 + 4) / 3 = 3.67, motivation 3.67, stress (3 + 3 + 4) / 3 = 3.33,
  // sleep (4 + 4 + 4) / 3 = 4, focus (3 + 3 + 4) / 3 = 3.33 — to one decimal.
  const alternative =
    'Your latest check-in against your 4-week average: This week: Energy 3, Motivation 3, Stress 2, Sleep 3, and Focus 3; Average of the previous 3 check-ins: Energy 3.7, Motivation 3.7, Stress 3.3, Sleep 4, and Focus 3.3.';
  expect(await radar(page).getAttribute('aria-label')).toBe(alternative);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A reload brings it all back: the four weeks, the radar, the warning.
  await page.reload();
  await page.getByRole('region', { name: 'Your scores have been falling' }).waitFor();
  expect(await radar(page).getAttribute('aria-label')).toBe(alternative);
  const weeks = page.getByRole('list', { name: 'Your check-ins' }).getByRole('listitem');
  expect(await weeks.count()).toBe(4);

  // Editing this week's check-in changes it: still one check-in for week 49.
  await page.getByRole('button', { name: "Edit this week's check-in" }).click();
  const editing = page.getByRole('dialog', { name: 'Check-in for Week 49 (Nov 30, 2026 – Dec 6, 2026)' });
  await editing.getByLabel('Note (optional)').fill('Investor update sent at last');
  await editing.getByRole('button', { name: 'Save check-in' }).click();
  await editing.waitFor({ state: 'detached' });
  await page.getByText('Investor update sent at last').waitFor();
  expect(await weeks.count()).toBe(4);

  // A Monday reminder.
  const reminder = page.getByRole('region', { name: 'Weekly reminder' });
  await reminder.getByLabel('Remind me on').selectOption({ label: 'Monday' });
  await reminder.getByText(/^Every Monday from 08:00 \(.+\), if you have not checked in that week yet/).waitFor();
  await headerStatus(page, 'Saved').waitFor();
  await page.reload();
  expect(await page.getByRole('region', { name: 'Weekly reminder' }).getByLabel('Remind me on').inputValue()).toBe('1');

  const file = await downloaded(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(file.name).toBe('my-check-ins.csv');
  expect(file.text.trim().split(/\r?\n/)).toEqual([
    'Week,Week starts,Energy,Motivation,Stress (5 = calm),Sleep,Focus,Average,Note',
    '2026-W49,2026-11-30,3,3,2,3,3,2.8,Investor update sent at last',
    '2026-W48,2026-11-23,3,3,3,4,3,3.2,',
    '2026-W47,2026-11-16,4,4,3,4,3,3.6,',
    '2026-W46,2026-11-09,4,4,4,4,4,4,',
  ]);
  // On a phone (390 px wide) the page, its radar and the warning fit: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Your scores have been falling' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(stack().consoleErrors).toEqual([]);
});
