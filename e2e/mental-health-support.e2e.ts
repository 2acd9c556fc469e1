import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

it('keeps a private journal of check-ins across reloads and browsers, guides a breath, and lists helplines to call', async () => {
  // (CSP bypassed for axe's script, as the other journeys that run it.)
  const page = await stack().newPage({ bypassCSP: true });
  await page.clock.install({ time: new Date('2026-11-30T09:00:00') });
  await signUpAndConfirm(stack(), page, { email: 'calm@example.com', name: 'Kiran Rao' });
  await page.goto('/tool/mental-health-support');
  await page.getByRole('heading', { level: 1, name: 'Mental Health Support' }).waitFor();
  expect(await page.getByRole('note').textContent()).toBe(
    'This is not medical advice and no substitute for a doctor or therapist. If you are in danger now, call your local emergency number or one of the helplines below.',
  );
  await page.getByText('No entries yet. A few words a day are enough to notice how you are doing over time.').waitFor();

  // A check-in needs a mood; the note may wait.
  await page.getByLabel('What is on your mind? (optional)').fill('Lost the pilot. Slept badly.');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByText('Choose how you feel').waitFor();
  await page.getByRole('radio', { name: 'Low', exact: true }).check();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await savedAs(page, 'Journal 1');

  // An earlier day, written afterwards: listed below today's.
  await page.getByLabel('Day').fill('2026-11-28');
  await page.getByRole('radio', { name: 'Good', exact: true }).check();
  await page.getByRole('button', { name: 'Add entry' }).click();
  const entries = page.getByRole('list', { name: 'Your entries' });
  await entries.getByText('Nov 28, 2026 · Good').waitFor();
  expect(await entries.locator('li p.font-medium').allTextContents()).toEqual([
    'Nov 30, 2026 · Low',
    'Nov 28, 2026 · Good',
  ]);
  await page.getByRole('button', { name: 'Change the entry of Nov 28, 2026' }).click();
  await entries.getByLabel('What is on your mind? (optional)').fill('Shipped the billing fix with the team.');
  await entries.getByRole('button', { name: 'Save entry' }).click();
  await entries.getByText('Shipped the billing fix with the team.').waitFor();
  await savedAs(page, 'Journal 1');
  // Private: the journal has no link to share.
  expect(await page.getByRole('button', { name: /share/i }).count()).toBe(0);

  // After a reload, and in another browser, the journal comes back.
  await page.reload();
  await entries.getByText('Lost the pilot. Slept badly.').waitFor();
  const other = await stack().newPage();
  await signIn(stack(), other, 'calm@example.com');
  await other.goto('/tool/mental-health-support');
  await other.getByRole('list', { name: 'Your entries' }).getByText('Shipped the billing fix with the team.').waitFor();

  // The breath: five counts in, then five out.
  const breathing = page.getByRole('region', { name: 'Breathe' });
  await breathing.getByRole('button', { name: 'Start breathing' }).click();
  await breathing.getByRole('status').getByText('Breathe in').waitFor();
  await page.clock.fastForward(5_000);
  await breathing.getByRole('status').getByText('Breathe out').waitFor();
  await breathing.getByText('2:5', { exact: false }).waitFor();
  await breathing.getByRole('button', { name: 'Stop' }).click();
  await breathing.getByRole('button', { name: 'Start breathing' }).waitFor();

  // Helplines, each a tap away.
  const helplines = page.getByRole('region', { name: 'Talk to someone now' });
  expect(await helplines.getByRole('link', { name: '116 123' }).getAttribute('href')).toBe('tel:116123');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // An entry removed is gone after a reload.
  await page.getByRole('button', { name: 'Remove the entry of Nov 30, 2026' }).click();
  await savedAs(page, 'Journal 1');
  await page.reload();
  await entries.getByText('Nov 28, 2026 · Good').waitFor();
  expect(await entries.getByText('Lost the pilot. Slept badly.').count()).toBe(0);
});
