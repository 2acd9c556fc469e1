import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import { DECK_SECTORS, DECK_STAGES, type PitchDeckFields } from '@core/tools/pitch-deck-directory/pitch-deck-fields';
import { DirectoryPage, type DirectoryFacetChoice } from '@/components/directory/directory-page';
import { DirectoryEntryCard } from '@/components/directory/directory-entry-card';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { SECTOR_LABELS, STAGE_LABELS } from './pitch-deck-labels';

/** A deck's card: company, year and round, sector, the amount raised where a source states it, and what to learn. */
function PitchDeckCard({ entry }: { entry: DirectoryEntryView<PitchDeckFields> }) {
  const t = useT();
  const { money } = useFormat();
  const { language } = useLanguage();
  const { company, year, stage, sector, raised, lesson } = entry.fields;
  return (
    <DirectoryEntryCard entry={entry}>
      <p className="font-medium">
        {[company, String(year), t(STAGE_LABELS[stage]), t(SECTOR_LABELS[sector])].join(' · ')}
      </p>
      {raised && (
        <p>
          {t(
            { id: 'pitchDeckDirectory.raised', defaultMessage: 'Raised: {amount}' },
            { amount: money(raised.amount, raised.currency) },
          )}
        </p>
      )}
      <p>
        <span className="font-medium">{t({ id: 'pitchDeckDirectory.lesson', defaultMessage: 'What to learn:' })}</span>{' '}
        {lesson[language]}
      </p>
    </DirectoryEntryCard>
  );
}

/**
 * The Pitch Deck Directory (issue 35): decks their companies or founders made public, with the round they raised,
 * where each is published and what a founder can learn from it (ADR 0096).
 */
export function PitchDeckDirectory() {
  const t = useT();
  const facets: DirectoryFacetChoice[] = [
    {
      key: 'stage',
      label: t({ id: 'pitchDeckDirectory.filter.stage', defaultMessage: 'Round' }),
      values: DECK_STAGES,
      labels: STAGE_LABELS,
    },
    {
      key: 'sector',
      label: t({ id: 'pitchDeckDirectory.filter.sector', defaultMessage: 'Sector' }),
      values: DECK_SECTORS,
      labels: SECTOR_LABELS,
    },
  ];
  return (
    <DirectoryPage<PitchDeckFields>
      toolId="pitch-deck-directory"

      searchLabel={t({ id: 'pitchDeckDirectory.search', defaultMessage: 'Search pitch decks' })}
      facets={facets}
      renderEntry={(entry) => <PitchDeckCard entry={entry} />}
    />
  );
}
