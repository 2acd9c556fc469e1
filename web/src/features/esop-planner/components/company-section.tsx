import { CurrencySelect } from '@/components/currency-select';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import type { PlanDocument } from '../hooks/use-plan-document';
import { NumberField } from './number-field';
import { UnitSelect } from './unit-select';

/** The company: its fully diluted shares, the option pool's size, and the plan's currency. */
export function CompanySection({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const { form, checked, change } = plan;
  return (
    <Card role="region" aria-labelledby="esop-company-heading" className="space-y-4">
      <h2 id="esop-company-heading" className="text-lg font-semibold">
        {t({ id: 'esopPlanner.company.title', defaultMessage: 'Company' })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label={t({ id: 'esopPlanner.company.fullyDiluted', defaultMessage: 'Fully diluted shares' })}
          value={form.fullyDilutedShares}
          error={checked.issues['company.fullyDilutedShares']}
          onValue={(fullyDilutedShares) => change(() => ({ fullyDilutedShares }))}
        />
        <UnitSelect
          label={t({ id: 'esopPlanner.company.poolUnit', defaultMessage: 'Option pool in' })}
          value={form.poolUnit}
          options={[
            { value: 'percent', label: t({ id: 'esopPlanner.units.percent', defaultMessage: '% of fully diluted' }) },
            { value: 'shares', label: t({ id: 'esopPlanner.units.shares', defaultMessage: 'Shares' }) },
          ]}
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
    </Card>
  );
}
