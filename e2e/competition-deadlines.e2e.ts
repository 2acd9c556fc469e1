import { localDayAndHour } from '../core/dates/local-time';
import { CALENDAR_DAY_FORMAT, calendarDayMoment } from '../core/i18n/calendar-day';
import { COMPETITION_ENTRIES } from '../core/tools/competition-hackathon-directory/competition-entries';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

// A real shipped programme (ADR 0096): the journey tracks its deadline.
const RICE = COMPETITION_ENTRIES.find(({ slug }) => slug === 'rice-business-plan-competition')!;
const EMPTY =
  'No deadlines tracked yet. Choose ‘Track deadline’ on a programme below to be reminded a week before and on the day.';

/** The day `days` after `today` (YYYY-MM-DD), and as the page writes it in English ('Jan 9, 2027'). */
const dayAfter = (today: string, days: number) => {
  const iso = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { iso, shown: new Intl.DateTimeFormat('en', CALENDAR_DAY_FORMAT).format(calendarDayMoment(iso)) };
};

it('tracks a shipped programme’s deadline, lists it, changes it, finds it after a reload, and stops tracking it', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'deadlines@example.com', name: 'Dee Deadline' });
  await page.goto('/tool/competition-hackathon-directory');
  await page.getByRole('heading', { level: 1, name: 'Competition & Hackathon Directory' }).waitFor();
  const tracked = page.getByRole('region', { name: 'Your tracked deadlines' });
  await tracked.getByText(EMPTY).waitFor();
  // The founder's day, in the browser's zone, which the page sends with the deadline.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const today = localDayAndHour(zone, new Date()).day;
  const [yesterday, inForty, inTen] = [dayAfter(today, -1), dayAfter(today, 40), dayAfter(today, 10)];

  await page.getByRole('searchbox', { name: 'Search competitions, programmes and hackathons' }).fill('Rice Business');
  // The list the server drew holds Rice already: the search is waited for, so the dialog opens over its one card.
  await page.getByText('1 entry', { exact: true }).waitFor();
  const card = page.getByRole('article', { name: RICE.name });
  await card.getByRole('button', { name: 'Track deadline' }).click();
  const dialog = page.getByRole('dialog', { name: `Deadline for ${RICE.name}` });
  const day = dialog.getByRole('textbox', { name: 'Deadline' });
  await day.fill(yesterday.iso);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('This day has passed: enter the deadline of an edition still open (today or later)').waitFor();
  await day.fill(inForty.iso);
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Batch W27 application');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await card.getByText(`Your deadline: ${inForty.shown} (40 days left)`).waitFor();
  const item = tracked.getByRole('listitem');
  expect(await item.getByRole('link', { name: RICE.name }).getAttribute('href')).toBe(RICE.url);
  await item.getByText(inForty.shown, { exact: true }).waitFor();
  await item.getByText('40 days left', { exact: true }).waitFor();
  await item.getByText('Batch W27 application', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Changed to ten days ahead: the note stays.
  await card.getByRole('button', { name: 'Change' }).click();
  await expect
    .poll(() => dialog.getByRole('textbox', { name: 'Note (optional)' }).inputValue())
    .toBe('Batch W27 application');
  await day.fill(inTen.iso);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await card.getByText(`Your deadline: ${inTen.shown} (10 days left)`).waitFor();

  // After a reload (the search is in the address), still there.
  await page.reload();
  await item.getByText(inTen.shown, { exact: true }).waitFor();
  await item.getByText('10 days left', { exact: true }).waitFor();
  await card.getByText(`Your deadline: ${inTen.shown} (10 days left)`).waitFor();

  await card.getByRole('button', { name: 'Stop tracking' }).click();
  await tracked.getByText(EMPTY).waitFor();
  await card.getByRole('button', { name: 'Track deadline' }).waitFor();
  expect(await tracked.getByRole('listitem').count()).toBe(0);
});
