import { FINANCE_LIMITS } from '@core/tools/finance-model-creator/finance-model';
import { CurrencySelect } from '@/components/currency-select';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import type { ModelDraft } from '../hooks/use-model-draft';
import { NumberField } from './model-fields';

/** The model's frame: its currency, how many months it runs, the cash at the start and the cost of revenue. */
export function ModelBasics({ draft }: { draft: ModelDraft }) {
  const t = useT();
  const { values, setField, errorAt } = draft;
  return (
    <Card
      role="region"
      aria-label={t({ id: 'financeModel.basics.title', defaultMessage: 'Basics' })}
      className="space-y-4"
    >
      <h2 className="text-lg font-semibold">{t({ id: 'financeModel.basics.title', defaultMessage: 'Basics' })}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <CurrencySelect value={values.currency} onChange={(currency) => setField('currency', currency)} />
        <NumberField
          label={t(
            { id: 'financeModel.basics.months', defaultMessage: 'Months ({min}–{max})' },
            { min: FINANCE_LIMITS.minMonths, max: FINANCE_LIMITS.maxMonths },
          )}
          value={values.months}
          onChange={(value) => setField('months', value)}
          error={errorAt('months')}
        />
        <NumberField
          label={t({ id: 'financeModel.basics.startingCash', defaultMessage: 'Starting cash' })}
          currency={values.currency}
          value={values.startingCash}
          onChange={(value) => setField('startingCash', value)}
          error={errorAt('startingCash')}
        />
        <NumberField
          label={t({ id: 'financeModel.basics.costOfRevenue', defaultMessage: 'Cost of revenue (% of revenue)' })}
          value={values.costOfRevenuePercent}
          onChange={(value) => setField('costOfRevenuePercent', value)}
          error={errorAt('costOfRevenuePercent')}
        />
      </div>
    </Card>
  );
}
