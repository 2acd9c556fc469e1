import { CurrencySelect } from '@/components/currency-select';
import { SelectField } from '@/components/ui/select-field';
import { formatAsTyped } from '@/lib/format-as-typed';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { SectionCard } from '@/components/section-card';
import type { PlanDocument } from '../hooks/use-plan-document';
import { NumberField } from './number-field';
import { useUnitOptions } from './use-unit-options';

/**
 * The company: its fully diluted shares, the option pool's size, and the plan's currency; on a phone, folded behind
 * its shares and pool.
 */
export function CompanySection({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const intl = useI18n();
  const { form, checked, change } = plan;
  const units = useUnitOptions();
  return (
    <SectionCard
      title={t({ id: 'esopPlanner.company.title', defaultMessage: 'Company' })}
      summary={t(
        { id: 'esopPlanner.company.summary', defaultMessage: '{shares} shares · pool {pool}' },
        {
          shares: formatAsTyped(form.fullyDilutedShares, (value) => intl.formatNumber(value)),
          pool: formatAsTyped(form.pool, (value) =>
            form.poolUnit === 'percent'
              ? intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 })
              : intl.formatNumber(value),
          ),
        },
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label={t({ id: 'esopPlanner.company.fullyDiluted', defaultMessage: 'Fully diluted shares' })}
          value={form.fullyDilutedShares}
          error={checked.issues['company.fullyDilutedShares']}
          onValue={(fullyDilutedShares) => change(() => ({ fullyDilutedShares }))}
        />
        <SelectField
          layout="stacked"
          label={t({ id: 'esopPlanner.company.poolUnit', defaultMessage: 'Option pool in' })}
          value={form.poolUnit}
          options={units}
          onChange={(poolUnit) => change(() => ({ poolUnit }))}
        />
        <NumberField
          label={
            form.poolUnit === 'percent'
              ? t({ id: 'esopPlanner.company.poolPercent', defaultMessage: 'Option pool (%)' })
              : t({ id: 'esopPlanner.company.poolShares', defaultMessage: 'Option pool (shares)' })
          }
          value={form.pool}
          error={checked.issues['company.pool.value']}
          onValue={(pool) => change(() => ({ pool }))}
        />
        <CurrencySelect value={form.currency} onChange={(currency) => change(() => ({ currency }))} />
      </div>
    </SectionCard>
  );
}
