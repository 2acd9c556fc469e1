import type { CompetitionFields } from '@core/tools/competition-hackathon-directory/competition-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryEntry, inEveryLanguage, showDirectory } from '@/test/directory-page';
import { CompetitionDirectory } from './competition-directory';

const entry = (name: string, fields: Partial<CompetitionFields>) =>
  directoryEntry<CompetitionFields>(name, {
    kind: 'hackathon',
    organiser: 'Example Org',
    regions: ['global', 'online'],
    usualMonths: [],
    rolling: false,
    seasonNote: inEveryLanguage('The 2025 edition ran on 4–5 October (read 2026-11-30).'),
    ...fields,
  });

const show = () =>
  showDirectory(
    'competition-hackathon-directory',
    CompetitionDirectory,
    [
      entry('Space Hack', { usualMonths: [4, 10], benefit: inEveryLanguage('Prizes from the organiser.') }),
      entry('Always On', { kind: 'challenge-prize', regions: ['india'], rolling: true }),
      entry('Unknown Season', { kind: 'pitch-competition', regions: ['europe'] }),
    ],
    { 'GET /api/competition-hackathon-directory/deadlines': () => ({ body: { deadlines: [] } }) },
  );

describe('the Competition & Hackathon Directory', () => {
  it('shows each programme’s kind, organiser, regions, usual months or year-round, dated season and benefit', async () => {
    show();
    const space = within(await screen.findByRole('article', { name: 'Space Hack' }));
    expect(space.getByText('Hackathon · Example Org')).toBeInTheDocument();
    expect(space.getByText('Global · Online')).toBeInTheDocument();
    expect(space.getByText('Usually: April and October')).toBeInTheDocument();
    expect(space.getByText('The 2025 edition ran on 4–5 October (read 2026-11-30).')).toBeInTheDocument();
    expect(space.getByText('Prizes from the organiser.')).toBeInTheDocument();
    const always = within(screen.getByRole('article', { name: 'Always On' }));
    expect(always.getByText('Challenge prize · Example Org')).toBeInTheDocument();
    expect(always.getByText('Runs all year')).toBeInTheDocument();
    // No steady season in the cited editions: no 'Usually', only the dated note.
    expect(within(screen.getByRole('article', { name: 'Unknown Season' })).queryByText(/^Usually/)).toBeNull();
  });

  it('filters by the month programmes usually open or run, and by all year', async () => {
    const { user, searched } = show();
    await screen.findByRole('article', { name: 'Space Hack' });
    const when = within(screen.getByRole('group', { name: 'When' }));
    await user.click(when.getByRole('button', { name: 'October' }));
    await user.click(when.getByRole('button', { name: 'All year' }));
    await screen.findByRole('article', { name: 'Space Hack' });
    expect(searched().at(-1)).toEqual({
      facet: ['month:10', 'month:year-round'],
    });
  });
});
