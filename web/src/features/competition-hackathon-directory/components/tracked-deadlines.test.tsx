import type { CompetitionFields } from '@core/tools/competition-hackathon-directory/competition-fields';
import type { TrackedDeadlineView } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryEntry, inEveryLanguage, showDirectory } from '@/test/directory-page';
import { CompetitionDirectory } from './competition-directory';

const DEADLINES = '/api/competition-hackathon-directory/deadlines';
const space = directoryEntry<CompetitionFields>('Space Hack', {
  kind: 'hackathon',
  organiser: 'Example Org',
  regions: ['online'],
  usualMonths: [10],
  rolling: false,
  seasonNote: inEveryLanguage('The 2025 edition ran on 4–5 October (read 2026-11-30).'),
});
const tracked = (changes: Partial<TrackedDeadlineView> = {}): TrackedDeadlineView => ({
  entry: 'space-hack',
  name: 'Space Hack',
  url: 'https://example.com/',
  deadlineOn: '2099-03-01',
  note: 'Batch W27 application',
  timeZone: 'UTC',
  daysLeft: 5,
  ...changes,
});

/** The page with the deadlines the server holds, a PUT keeping what it was sent, a DELETE forgetting it. */
function show(initial: TrackedDeadlineView[]) {
  let deadlines = initial;
  return showDirectory('competition-hackathon-directory', CompetitionDirectory, [space], {
    [`GET ${DEADLINES}`]: () => ({ body: { deadlines } }),
    [`PUT ${DEADLINES}/space-hack`]: ({ body }) => {
      const saved = tracked({ ...(body as Partial<TrackedDeadlineView>), daysLeft: 12 });
      deadlines = [saved];
      return { body: saved };
    },
    [`DELETE ${DEADLINES}/space-hack`]: () => {
      deadlines = [];
      return { status: 204, body: null };
    },
  });
}

describe('Track deadline', () => {
  it('says none is tracked, refuses a missing or past day by its field, and tracks the day typed', async () => {
    const { user, calls } = show([]);
    const section = within(await screen.findByRole('region', { name: 'Your tracked deadlines' }));
    await section.findByText(
      'No deadlines tracked yet. Choose ‘Track deadline’ on a programme below to be reminded a week before and on the day.',
    );
    const card = within(screen.getByRole('article', { name: 'Space Hack' }));
    await user.click(await card.findByRole('button', { name: 'Track deadline' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deadline for Space Hack' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Enter the deadline’s day')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Deadline'), '2020-01-15');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByText('This day has passed: enter the deadline of an edition still open (today or later)'),
    ).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Deadline'));
    await user.type(dialog.getByLabelText('Deadline'), '2099-03-01');
    await user.type(dialog.getByLabelText('Note (optional)'), 'Batch W27 application');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await section.findByText('12 days left');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { deadlineOn: '2099-03-01', note: 'Batch W27 application', timeZone: 'UTC' },
    ]);
    expect(section.getByRole('link', { name: 'Space Hack' })).toHaveAttribute('href', 'https://example.com/');
    expect(section.getByText('Mar 1, 2099')).toBeInTheDocument();
    expect(section.getByText('Batch W27 application')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card.getByText('Your deadline: Mar 1, 2099 (12 days left)')).toBeInTheDocument();
  });

  it('lists deadlines soonest first, a passed one as passed, and changes or stops one from its card', async () => {
    const { user, calls } = show([
      tracked({ daysLeft: 0 }),
      tracked({ entry: 'gone', name: 'Old Prize', daysLeft: -3 }),
    ]);
    const section = within(await screen.findByRole('region', { name: 'Your tracked deadlines' }));
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Space HackMar 1, 2099TodayBatch W27 application',
      'Old PrizeMar 1, 2099Passed 3 days agoBatch W27 application',
    ]);
    const card = within(screen.getByRole('article', { name: 'Space Hack' }));
    expect(await card.findByText('Your deadline: Mar 1, 2099 (Today)')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Change' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deadline for Space Hack' }));
    expect(dialog.getByLabelText('Note (optional)')).toHaveValue('Batch W27 application');
    await user.clear(dialog.getByLabelText('Deadline'));
    await user.type(dialog.getByLabelText('Deadline'), '2099-04-02');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await card.findByText('Your deadline: Apr 2, 2099 (12 days left)');

    await user.click(card.getByRole('button', { name: 'Stop tracking' }));
    await card.findByRole('button', { name: 'Track deadline' });
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${DEADLINES}/space-hack`,
    ]);
  });
});
