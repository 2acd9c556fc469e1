import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import { AGE_BANDS } from '@core/tools/grant-incentive-finder/grant-directory';
import {
  GRANT_COUNTRIES,
  GRANT_KINDS,
  GRANT_SECTORS,
  GRANT_STAGES,
  type GrantFields,
} from '@core/tools/grant-incentive-finder/grant-fields';
import { CURRENCIES, type Currency } from '@core/tools/money';
import { useIntl } from 'react-intl';
import { amountRange } from '@/components/directory/amount-range';
import { wordsOf } from '@/components/directory/words-of';
import { DirectoryPage, type DirectoryFacetChoice } from '@/components/directory/directory-page';
import { DirectoryEntryCard } from '@/components/directory/directory-entry-card';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { AGE_LABELS, COUNTRY_LABELS, KIND_LABELS, SECTOR_LABELS, STAGE_LABELS } from './grant-labels';

const isCurrency = (currency: string): currency is Currency => (CURRENCIES as readonly string[]).includes(currency);

/** A programme's card: kind and provider, where and for whom, its age limit, its published amount (dated), its rules. */
function GrantCard({ entry }: { entry: DirectoryEntryView<GrantFields> }) {
  const t = useT();
  const intl = useIntl();
  const { language } = useLanguage();
  const { calendarDate, money } = useFormat();
  const { kind, provider, countries, stages, sectors, maxCompanyAgeYears, amount, eligibility } = entry.fields;
  const published =
    amount &&
    amountRange(
      amount,
      // The founder's own number format for the currencies the app keeps money in (lakh grouping for rupees), else
      // the page's language's.
      (figure) =>
        isCurrency(amount.currency)
          ? money(figure, amount.currency)
          : intl.formatNumber(figure, { style: 'currency', currency: amount.currency, maximumFractionDigits: 0 }),
      t,
    );
  return (
    <DirectoryEntryCard entry={entry}>
      <p className="font-medium">{[t(KIND_LABELS[kind]), provider].join(' · ')}</p>
      <p>
        {[
          wordsOf(countries, COUNTRY_LABELS, t),
          wordsOf(stages, STAGE_LABELS, t),
          wordsOf(sectors, SECTOR_LABELS, t),
        ].join(' — ')}
      </p>
      {maxCompanyAgeYears !== undefined && (
        <p>
          {t(
            {
              id: 'grantFinder.maxAge',
              defaultMessage: 'For companies up to {years, plural, one {# year} other {# years}} old',
            },
            { years: maxCompanyAgeYears },
          )}
        </p>
      )}
      {amount && published && (
        <p className="font-medium">
          {t(
            { id: 'grantFinder.amount', defaultMessage: 'Amount: {amount} (published, as of {date})' },
            { amount: published, date: calendarDate(amount.asOf) },
          )}
          {amount.note && <span className="block font-normal">{amount.note[language]}</span>}
        </p>
      )}
      <p>{eligibility[language]}</p>
    </DirectoryEntryCard>
  );
}

/**
 * The Grant & Incentive Finder (issue 35): government schemes and non-dilutive programmes, found by what a founder
 * can say of their company — country, stage, sector, age — each with its published amount, dated (ADR 0096).
 */
export function GrantFinder() {
  const t = useT();
  const facets: DirectoryFacetChoice[] = [
    {
      key: 'country',
      label: t({ id: 'grantFinder.filter.country', defaultMessage: 'Your company is in' }),
      values: GRANT_COUNTRIES.filter((country) => country !== 'global'),
      labels: COUNTRY_LABELS,
    },
    {
      key: 'stage',
      label: t({ id: 'grantFinder.filter.stage', defaultMessage: 'Its stage' }),
      values: GRANT_STAGES,
      labels: STAGE_LABELS,
    },
    {
      key: 'sector',
      label: t({ id: 'grantFinder.filter.sector', defaultMessage: 'Its sector' }),
      values: GRANT_SECTORS.filter((sector) => sector !== 'any'),
      labels: SECTOR_LABELS,
    },
    {
      key: 'age',
      label: t({ id: 'grantFinder.filter.age', defaultMessage: 'Its age' }),
      values: AGE_BANDS.map((band) => band.value),
      labels: AGE_LABELS,
    },
    {
      key: 'kind',
      label: t({ id: 'grantFinder.filter.kind', defaultMessage: 'Kind of support' }),
      values: GRANT_KINDS,
      labels: KIND_LABELS,
    },
  ];
  return (
    <DirectoryPage<GrantFields>
      toolId="grant-incentive-finder"
      headerExtras={
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'grantFinder.disclaimer',
            defaultMessage:
              'Amounts and rules change: each is shown with the day its source said it. Check the programme’s own page before you apply.',
          })}
        </p>
      }
      searchLabel={t({ id: 'grantFinder.search', defaultMessage: 'Search programmes' })}
      facets={facets}
      renderEntry={(entry) => <GrantCard entry={entry} />}
    />
  );
}
