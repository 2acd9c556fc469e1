import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import {
  INVESTOR_GEOGRAPHIES,
  INVESTOR_KINDS,
  INVESTOR_SECTORS,
  INVESTOR_STAGES,
  type InvestorFields,
} from '@core/tools/investor-directory/investor-fields';
import type { MessageDescriptor } from 'react-intl';
import { amountRange } from '@/components/directory/amount-range';
import { facetChoices } from '@/components/directory/facet-choices';
import { DirectoryBrowser, type DirectoryFacetChoice } from '@/components/directory/directory-browser';
import { DirectoryEntryCard } from '@/components/directory/directory-entry-card';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { GEOGRAPHY_LABELS, KIND_LABELS, SECTOR_LABELS, STAGE_LABELS } from './investor-labels';

/** An investor's card: kind and stages, sectors and geographies, and its cheque as its source published it, dated. */
function InvestorCard({ entry }: { entry: DirectoryEntryView<InvestorFields> }) {
  const t = useT();
  const { money, calendarDate } = useFormat();
  const { kind, stages, sectors, geographies, cheque } = entry.fields;
  const list = (values: readonly string[], labels: Record<string, MessageDescriptor>) =>
    values.map((value) => t(labels[value]!)).join(' · ');
  const range = cheque && amountRange(cheque, (amount) => money(amount, cheque.currency), t);
  return (
    <DirectoryEntryCard entry={entry}>
      <p className="font-medium">{[t(KIND_LABELS[kind]), list(stages, STAGE_LABELS)].join(' · ')}</p>
      <p>{list(sectors, SECTOR_LABELS)}</p>
      <p>{list(geographies, GEOGRAPHY_LABELS)}</p>
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
  const choices = (values: readonly string[], labels: Record<string, MessageDescriptor>) =>
    facetChoices(values, labels, t);
  const facets: DirectoryFacetChoice[] = [
    {
      key: 'stage',
      label: t({ id: 'investorDirectory.filter.stage', defaultMessage: 'Stage' }),
      values: choices(INVESTOR_STAGES, STAGE_LABELS),
    },
    {
      key: 'geography',
      label: t({ id: 'investorDirectory.filter.geography', defaultMessage: 'Where' }),
      values: choices(INVESTOR_GEOGRAPHIES, GEOGRAPHY_LABELS),
    },
    {
      key: 'kind',
      label: t({ id: 'investorDirectory.filter.kind', defaultMessage: 'Kind' }),
      values: choices(INVESTOR_KINDS, KIND_LABELS),
    },
    {
      key: 'sector',
      label: t({ id: 'investorDirectory.filter.sector', defaultMessage: 'Sector' }),
      values: choices(INVESTOR_SECTORS, SECTOR_LABELS),
    },
  ];
  return (
    <ToolPage toolId="investor-directory" width="5xl">
      <DirectoryBrowser<InvestorFields>
        directory="investor-directory"
        searchLabel={t({ id: 'investorDirectory.search', defaultMessage: 'Search investors' })}
        facets={facets}
        renderEntry={(entry) => <InvestorCard entry={entry} />}
      />
    </ToolPage>
  );
}
