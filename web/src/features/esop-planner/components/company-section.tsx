import { CurrencySelect } from '@/components/currency-select';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import { ToolSection } from '@/components/tool-section';
import type { PlanDocument } from '../hooks/use-plan-document';
import { NumberField } from './number-field';
import { useUnitOptions } from './use-unit-options';

/** The company: its fully diluted shares, the option pool's size, and the plan's currency. */
export function CompanySection({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const { form, checked, change } = plan;
  const units = useUnitOptions();
  return (
    <ToolSection title={t({ id: 'esopPlanner.company.title', defaultMessage: 'Company' })}>
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
    </ToolSection>
  );
}
