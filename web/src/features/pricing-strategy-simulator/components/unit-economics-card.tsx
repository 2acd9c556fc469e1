import { averagePrice, revenueMaximisingFactor } from '@core/tools/pricing-strategy-simulator/demand-model';
import { unitEconomics } from '@core/tools/pricing-strategy-simulator/unit-economics';
import type { PricingAnalysisData } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { MoneyField } from '@/components/money-field';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { PricingDraftState } from '../hooks/use-pricing-draft';
import { NUMBER_INPUT } from './tiers-card';
import { usePricingFormat } from './use-pricing-format';

/** LTV, CAC payback and LTV:CAC at today's average price and at the revenue-maximising one. */
type UnitEconomicsCardProps = {
  state: PricingDraftState;
  /** The analysis as last checked whole (useLastValid); null before it ever was. */
  data: PricingAnalysisData | null;
  /** A field is wrong: `data` is the last valid analysis. */
  isStale: boolean;
};

export function UnitEconomicsCard({ state, data, isStale }: UnitEconomicsCardProps) {
  const t = useT();
  const { draft, checked } = state;
  const format = usePricingFormat(draft.currency);
  const error = (path: string) => checked.errors.get(path);
  const fields = [
    { key: 'grossMargin', label: t({ id: 'pricing.economics.margin', defaultMessage: 'Gross margin (%)' }) },
    { key: 'monthlyChurn', label: t({ id: 'pricing.economics.churn', defaultMessage: 'Monthly churn (%)' }) },
    { key: 'cac', label: t({ id: 'pricing.economics.cac', defaultMessage: 'Customer acquisition cost (CAC)' }) },
  ] as const;
  const today = data ? averagePrice(data.tiers) : null;
  const bestFactor = data ? revenueMaximisingFactor(data.tiers, data.demand) : null;
  const columns =
    today === null
      ? []
      : [
          { id: 'today', label: t({ id: 'pricing.economics.today', defaultMessage: 'Today’s prices' }), price: today },
          ...(bestFactor === null
            ? []
            : [
                {
                  id: 'best',
                  label: t({ id: 'pricing.economics.best', defaultMessage: 'Revenue-maximising prices' }),
                  price: today * bestFactor,
                },
              ]),
        ];
  const results = data
    ? columns.map((column) => ({ ...column, result: unitEconomics({ price: column.price, ...data.economics }) }))
    : [];
  type Column = (typeof results)[number];
  const payback = (months: number | null) =>
    months === null
      ? t({ id: 'pricing.economics.never', defaultMessage: 'Never' })
      : t({ id: 'pricing.economics.months', defaultMessage: '{months} months' }, { months: format.decimal(months) });
  const lines = [
    {
      id: 'arpu',
      label: t({ id: 'pricing.economics.arpu', defaultMessage: 'Average monthly price (ARPU)' }),
      show: (row: Column) => format.format(row.price),
    },
    {
      id: 'profit',
      label: t({ id: 'pricing.economics.profit', defaultMessage: 'Gross profit a month' }),
      show: (row: Column) => format.format(row.result.monthlyGrossProfit),
    },
    {
      id: 'ltv',
      label: t({ id: 'pricing.economics.ltv', defaultMessage: 'Lifetime value (LTV)' }),
      show: (row: Column) => format.formatWhole(row.result.ltv),
    },
    {
      id: 'payback',
      label: t({ id: 'pricing.economics.payback', defaultMessage: 'CAC payback' }),
      show: (row: Column) => payback(row.result.paybackMonths),
    },
    {
      id: 'ratio',
      label: t({ id: 'pricing.economics.ratio', defaultMessage: 'LTV:CAC' }),
      show: (row: Column) =>
        row.result.ltvToCac === null
          ? t({ id: 'pricing.economics.noCac', defaultMessage: 'No CAC' })
          : t(
              { id: 'pricing.economics.ratioValue', defaultMessage: '{ratio} : 1' },
              { ratio: format.decimal(row.result.ltvToCac) },
            ),
    },
  ];
  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-semibold">
        {t({ id: 'pricing.economics.title', defaultMessage: 'Unit economics' })}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {fields.map((field) =>
          field.key === 'cac' ? (
            <MoneyField
              key={field.key}
              label={field.label}
              currency={draft.currency}
              value={draft.economics.cac}
              error={error('economics.cac')}
              onValue={(cac) => state.setEconomics({ cac })}
            />
          ) : (
            <FormField
              key={field.key}
              label={field.label}
              value={draft.economics[field.key]}
              {...NUMBER_INPUT}
              error={error(`economics.${field.key}`)}
              onChange={(event) => state.setEconomics({ [field.key]: event.target.value })}
            />
          ),
        )}
      </div>
      {results.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'pricing.economics.fixFirst',
            defaultMessage: 'Fix the fields marked in red to see LTV and payback.',
          })}
        </p>
      ) : (
        <DimmedWhileStale isStale={isStale} className="overflow-x-auto">
          <table className="w-full text-right text-sm">
            <caption className="sr-only">
              {t({
                id: 'pricing.economics.caption',
                defaultMessage: 'Unit economics at today’s and the revenue-maximising prices',
              })}
            </caption>
            <thead>
              <tr className="border-b border-border">
                <td />
                {results.map((row) => (
                  <th key={row.id} scope="col" className="py-2">
                    {row.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-border/50">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {line.label}
                  </th>
                  {results.map((row) => (
                    <td key={row.id} data-testid={`${line.id}-${row.id}`} className="py-1.5">
                      {line.show(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </DimmedWhileStale>
      )}
    </Card>
  );
}
