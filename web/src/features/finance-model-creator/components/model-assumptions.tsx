import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import { Card } from '@/components/ui/card';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { AssumptionTable } from './assumption-table';
import { useProjectionText } from './use-projection-text';

/** A model's inputs as they were saved, read-only: what someone reading a shared scenario needs to redo its figures. */
export function ModelAssumptions({ model }: { model: FinanceModel }) {
  const t = useT();
  const intl = useI18n();
  const money = useMoney(model.currency);
  const text = useProjectionText();
  // Amounts as saved: whole units unless they have cents.
  const amount = (value: number) => (Number.isInteger(value) ? money.formatWhole(value) : money.format(value));
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const name = t({ id: 'financeModel.lines.name', defaultMessage: 'Name' });
  const amountColumn = t({ id: 'financeModel.funding.amount', defaultMessage: 'Amount' });
  const basics = [
    {
      label: t({ id: 'financeModel.assumptions.currency', defaultMessage: 'Currency' }),
      value: intl.formatDisplayName(model.currency, { type: 'currency' }) ?? model.currency,
    },
    { label: t({ id: 'financeModel.assumptions.length', defaultMessage: 'Length' }), value: text.months(model.months) },
    {
      label: t({ id: 'financeModel.basics.startingCash', defaultMessage: 'Starting cash' }),
      value: amount(model.startingCash),
    },
    {
      label: t({ id: 'financeModel.assumptions.costOfRevenue', defaultMessage: 'Cost of revenue' }),
      value: percent(model.costOfRevenuePercent),
    },
  ];

  return (
    <section aria-labelledby="model-assumptions" className="space-y-4">
      <h2 id="model-assumptions" className="text-xl font-semibold">
        {t({ id: 'financeModel.assumptions.title', defaultMessage: 'Assumptions' })}
      </h2>
      <Card>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {basics.map((basic) => (
            <div key={basic.label}>
              <dt className="text-sm text-muted-foreground">{basic.label}</dt>
              <dd className="font-semibold tabular-nums">{basic.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <AssumptionTable
          title={t({ id: 'financeModel.streams.title', defaultMessage: 'Revenue streams' })}
          columns={[
            name,
            text.month(1),
            t({ id: 'financeModel.assumptions.growth', defaultMessage: 'Growth a month' }),
            t({ id: 'financeModel.assumptions.churn', defaultMessage: 'Churn a month' }),
          ]}
          rows={model.streams.map((stream) => [
            stream.name,
            stream.kind === 'recurring'
              ? t(
                  { id: 'financeModel.assumptions.mrr', defaultMessage: 'MRR {amount}' },
                  { amount: amount(stream.start) },
                )
              : t(
                  {
                    id: 'financeModel.assumptions.units',
                    defaultMessage: '{units, plural, one {# unit} other {# units}} × {price}',
                  },
                  { units: stream.start, price: amount(stream.price) },
                ),
            percent(stream.growthPercent),
            percent(stream.churnPercent),
          ])}
          empty={t({ id: 'financeModel.streams.empty', defaultMessage: 'No revenue yet.' })}
        />
        <AssumptionTable
          title={t({ id: 'financeModel.headcount.title', defaultMessage: 'Headcount plan' })}
          columns={[
            t({ id: 'financeModel.headcount.role', defaultMessage: 'Role' }),
            t({ id: 'financeModel.headcount.monthlyCost', defaultMessage: 'Monthly cost' }),
            t({ id: 'financeModel.assumptions.from', defaultMessage: 'From' }),
          ]}
          rows={model.headcount.map((role) => [role.role, amount(role.monthlyCost), text.month(role.startMonth)])}
          empty={t({ id: 'financeModel.headcount.empty', defaultMessage: 'No one on the payroll yet.' })}
        />
        <AssumptionTable
          title={t({ id: 'financeModel.expenses.title', defaultMessage: 'Operating expenses' })}
          columns={[name, amountColumn]}
          rows={model.expenses.map((line) => [
            line.name,
            line.kind === 'fixed'
              ? t(
                  { id: 'financeModel.assumptions.perMonth', defaultMessage: '{amount} a month' },
                  { amount: amount(line.value) },
                )
              : t(
                  { id: 'financeModel.assumptions.ofRevenue', defaultMessage: '{percent} of revenue' },
                  { percent: percent(line.value) },
                ),
          ])}
          empty={t({ id: 'financeModel.expenses.empty', defaultMessage: 'No operating expenses yet.' })}
        />
        <AssumptionTable
          title={t({ id: 'financeModel.funding.title', defaultMessage: 'Funding' })}
          columns={[name, t({ id: 'financeModel.funding.month', defaultMessage: 'Month' }), amountColumn]}
          rows={model.funding.map((event) => [event.name, text.month(event.month), amount(event.amount)])}
          empty={t({ id: 'financeModel.funding.empty', defaultMessage: 'No funding planned.' })}
        />
      </div>
    </section>
  );
}
