import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import {
  INVESTOR_GEOGRAPHIES,
  INVESTOR_KINDS,
  INVESTOR_SECTORS,
  INVESTOR_STAGES,
  type InvestorFields,
} from '@core/tools/investor-directory/investor-fields';
import { amountRange } from '@/components/directory/amount-range';
import { wordsOf } from '@/components/directory/words-of';
import { DirectoryPage, type DirectoryFacetChoice } from '@/components/directory/directory-page';
import { DirectoryEntryCard } from '@/components/directory/directory-entry-card';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { GEOGRAPHY_LABELS, KIND_LABELS, SECTOR_LABELS, STAGE_LABELS } from './investor-labels';

/** An investor's card: kind and stages, sectors and geographies, and its cheque as its source published it, dated. */
function InvestorCard({ entry }: { entry: DirectoryEntryView<InvestorFields> }) {
  const t = useT();
  const { money, calendarDate } = useFormat();
  const { kind, stages, sectors, geographies, cheque } = entry.fields;
  const range = cheque && amountRange(cheque, (amount) => money(amount, cheque.currency), t);
  return (
    <DirectoryEntryCard entry={entry}>
      <p className="font-medium">{[t(KIND_LABELS[kind]), wordsOf(stages, STAGE_LABELS, t)].join(' · ')}</p>
      <p>{wordsOf(sectors, SECTOR_LABELS, t)}</p>
      <p>{wordsOf(geographies, GEOGRAPHY_LABELS, t)}</p>
      {cheque && range && (
        <p>
          {t(
            { id: 'investorDirectory.cheque', defaultMessage: 'Cheque: {range} (published, as of {date})' },
            { range, date: calendarDate(cheque.asOf) },
          )}
        </p>
      )}
    </DirectoryEntryCard>
  );
}

/**
 * The Investor Directory (issue 35): accelerators, seed and venture funds and angel networks that publish what they
 * invest in, searchable and filtered by kind, stage, sector and geography, each with its sources (ADR 0096).
 */
export function InvestorDirectory() {
  const t = useT();
  const facets: DirectoryFacetChoice[] = [
    {
      key: 'stage',
      label: t({ id: 'investorDirectory.filter.stage', defaultMessage: 'Stage' }),
      values: INVESTOR_STAGES,
      labels: STAGE_LABELS,
    },
    {
      key: 'geography',
      label: t({ id: 'investorDirectory.filter.geography', defaultMessage: 'Where' }),
      values: INVESTOR_GEOGRAPHIES,
      labels: GEOGRAPHY_LABELS,
    },
    {
      key: 'kind',
      label: t({ id: 'investorDirectory.filter.kind', defaultMessage: 'Kind' }),
      values: INVESTOR_KINDS,
      labels: KIND_LABELS,
    },
    {
      key: 'sector',
      label: t({ id: 'investorDirectory.filter.sector', defaultMessage: 'Sector' }),
      values: INVESTOR_SECTORS,
      labels: SECTOR_LABELS,
    },
  ];
  return (
    <DirectoryPage<InvestorFields>
      toolId="investor-directory"

      searchLabel={t({ id: 'investorDirectory.search', defaultMessage: 'Search investors' })}
      facets={facets}
      renderEntry={(entry) => <InvestorCard entry={entry} />}
    />
  );
}
