import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import { COMPETITION_MONTHS } from '@core/tools/competition-hackathon-directory/competition-directory';
import {
  COMPETITION_KINDS,
  COMPETITION_REGIONS,
  type CompetitionFields,
} from '@core/tools/competition-hackathon-directory/competition-fields';
import { useIntl } from 'react-intl';
import { wordsOf } from '@/components/directory/words-of';
import { DirectoryPage, type DirectoryFacetChoice } from '@/components/directory/directory-page';
import { DirectoryEntryCard } from '@/components/directory/directory-entry-card';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { monthName } from '@/lib/month-name';
import { KIND_LABELS, REGION_LABELS } from './competition-labels';
import { DeadlineActions } from './deadline-actions';
import { TrackedDeadlinesSection } from './tracked-deadlines-section';

/** A programme's card: kind and organiser, regions, its usual season and what it gives, in the reader's language. */
function CompetitionCard({ entry }: { entry: DirectoryEntryView<CompetitionFields> }) {
  const t = useT();
  const intl = useIntl();
  const { language } = useLanguage();
  const { kind, organiser, regions, usualMonths, rolling, seasonNote, benefit } = entry.fields;
  const season = rolling
    ? t({ id: 'competitionDirectory.yearRound', defaultMessage: 'Runs all year' })
    : usualMonths.length > 0
      ? t(
          { id: 'competitionDirectory.usually', defaultMessage: 'Usually: {months}' },
          { months: intl.formatList(usualMonths.map((month) => monthName(intl, month))) },
        )
      : undefined;
  return (
    <DirectoryEntryCard entry={entry} actions={<DeadlineActions entry={entry} />}>
      <p className="font-medium">{[t(KIND_LABELS[kind]), organiser].join(' · ')}</p>
      <p>{wordsOf(regions, REGION_LABELS, t)}</p>
      {season && <p className="font-medium">{season}</p>}
      <p>{seasonNote[language]}</p>
      {benefit && <p>{benefit[language]}</p>}
    </DirectoryEntryCard>
  );
}

/**
 * The Competition & Hackathon Directory (issue 35): recurring startup competitions, accelerator programmes, challenge
 * prizes and hackathons, with their usual season as the cited editions show it (ADR 0096); the user's tracked
 * deadlines above the search, and 'Track deadline' on each card (ADR 0099).
 */
export function CompetitionDirectory() {
  const t = useT();
  const intl = useIntl();
  const facets: DirectoryFacetChoice[] = [
    {
      key: 'kind',
      label: t({ id: 'competitionDirectory.filter.kind', defaultMessage: 'Kind' }),
      values: COMPETITION_KINDS,
      labels: KIND_LABELS,
    },
    {
      key: 'region',
      label: t({ id: 'competitionDirectory.filter.region', defaultMessage: 'Where' }),
      values: COMPETITION_REGIONS,
      labels: REGION_LABELS,
    },
    {
      key: 'month',
      label: t({ id: 'competitionDirectory.filter.month', defaultMessage: 'When' }),
      values: COMPETITION_MONTHS,
      // The months by name in the page's language; 'All year' for what runs all year.
      labels: Object.fromEntries(
        COMPETITION_MONTHS.map((value) => [
          value,
          value === 'year-round'
            ? t({ id: 'competitionDirectory.month.yearRound', defaultMessage: 'All year' })
            : monthName(intl, Number(value)),
        ]),
      ),
    },
  ];
  return (
    <DirectoryPage<CompetitionFields>
      toolId="competition-hackathon-directory"
      searchLabel={t({
        id: 'competitionDirectory.search',
        defaultMessage: 'Search competitions, programmes and hackathons',
      })}
      facets={facets}
      lead={<TrackedDeadlinesSection />}
      renderEntry={(entry) => <CompetitionCard entry={entry} />}
    />
  );
}
