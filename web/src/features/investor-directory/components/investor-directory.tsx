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
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { GEOGRAPHY_LABELS, KIND_LABELS, SECTOR_LABELS, STAGE_LABELS } from './investor-labels';

/**
 * The Investor CRM's address that adds this investor to the pipeline open there: its slug, and its name, site, stages
 * and sectors in the reader's words to fill the new record (the founder completes and saves it there).
 */
const crmHref = (entry: DirectoryEntryView<InvestorFields>, stages: string, sectors: string) =>
  `${paths.tool.getHref('investor-crm')}?${new URLSearchParams({ add: entry.slug, name: entry.name, site: entry.url, stages, sectors })}`;

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
      <p>
        <Link
          to={crmHref(entry, wordsOf(stages, STAGE_LABELS, t), wordsOf(sectors, SECTOR_LABELS, t))}
          className="inline-flex min-h-8 items-center font-medium text-primary underline-offset-2 hover:underline"
          aria-label={t(
            { id: 'investorDirectory.addToCrmNamed', defaultMessage: 'Add to Investor CRM: {name}' },
            { name: entry.name },
          )}
        >
          {t({ id: 'investorDirectory.addToCrm', defaultMessage: 'Add to Investor CRM' })}
        </Link>
      </p>
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
