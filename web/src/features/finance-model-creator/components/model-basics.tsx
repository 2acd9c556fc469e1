import { FINANCE_LIMITS } from '@core/tools/finance-model-creator/finance-model';
import { CurrencySelect } from '@/components/currency-select';
import { SectionCard } from '@/components/section-card';
import { formatAsTyped } from '@/lib/format-as-typed';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import type { ModelDraft } from '../hooks/use-model-draft';
import { NumberField } from './model-fields';

/**
 * The model's frame: its currency, how many months it runs, the cash at the start and the cost of revenue; on a
 * phone, folded behind its months and starting cash.
 */
export function ModelBasics({ draft }: { draft: ModelDraft }) {
  const t = useT();
  const { values, setField, errorAt } = draft;
  const money = useMoney(values.currency);
  return (
    <SectionCard
      title={t({ id: 'financeModel.basics.title', defaultMessage: 'Basics' })}
      summary={t(
        { id: 'financeModel.basics.summary', defaultMessage: '{months} months · starting cash {cash}' },
        { months: values.months, cash: formatAsTyped(values.startingCash, money.formatWhole) },
      )}
    >
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
    </SectionCard>
  );
}
