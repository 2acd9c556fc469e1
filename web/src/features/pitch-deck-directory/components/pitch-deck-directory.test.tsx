import type { PitchDeckFields } from '@core/tools/pitch-deck-directory/pitch-deck-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryEntry, inEveryLanguage, showDirectory } from '@/test/directory-page';
import { PitchDeckDirectory } from './pitch-deck-directory';

const deck = (name: string, fields: Partial<PitchDeckFields>) =>
  directoryEntry<PitchDeckFields>(name, {
    company: 'Example',
    year: 2008,
    stage: 'seed',
    sector: 'marketplace',
    lesson: inEveryLanguage('Say the problem in one line.'),
    ...fields,
  });

describe('the Pitch Deck Directory', () => {
  it('shows each deck’s company, year, round and sector, the amount raised where stated, and what to learn', async () => {
    showDirectory('pitch-deck-directory', PitchDeckDirectory, [
      deck('Example seed deck (2008)', { raised: { amount: 600_000, currency: 'USD' } }),
      deck('Example Series A deck (2010)', { year: 2010, stage: 'series-a', sector: 'saas' }),
    ]);
    const seed = within(await screen.findByRole('article', { name: 'Example seed deck (2008)' }));
    expect(seed.getByText('Example · 2008 · Seed · Marketplace')).toBeInTheDocument();
    expect(seed.getByText('Raised: $600,000')).toBeInTheDocument();
    expect(seed.getByText('What to learn:').parentElement).toHaveTextContent(
      'What to learn: Say the problem in one line.',
    );
    const seriesA = within(screen.getByRole('article', { name: 'Example Series A deck (2010)' }));
    expect(seriesA.getByText('Example · 2010 · Series A · SaaS')).toBeInTheDocument();
    // No amount stated by a source: none shown.
    expect(seriesA.queryByText(/^Raised/)).toBeNull();
  });
});
