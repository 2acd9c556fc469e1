import type { Currency } from '@core/tools/money';
import {
  sampleCurves,
  type SurveyAnswer,
  vanWestendorpCurves,
  vanWestendorpPoints,
} from '@core/tools/pricing-strategy-simulator/van-westendorp';
import { useMemo } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { useT } from '@/lib/i18n/use-t';
import { usePricingFormat } from './use-pricing-format';
import { useSurveyWords } from './use-survey-words';

/** How many evenly spaced prices the curves are drawn at. */
const CHART_PRICES = 21;

/** The survey's price points and acceptable range, and its four curves. */
export function SurveyPoints({ answers, currency }: { answers: readonly SurveyAnswer[]; currency: Currency }) {
  const t = useT();
  const format = usePricingFormat(currency);
  const { columns } = useSurveyWords();
  const points = useMemo(() => vanWestendorpPoints(answers), [answers]);
  const curves = useMemo(() => sampleCurves(vanWestendorpCurves(answers), CHART_PRICES), [answers]);
  const price = (value: number | null) =>
    value === null ? t({ id: 'pricing.survey.noPoint', defaultMessage: 'Curves do not meet' }) : format.format(value);
  const rows = [
    {
      id: 'pmc',
      label: t({ id: 'pricing.survey.pmc', defaultMessage: 'Point of marginal cheapness' }),
      value: points.pmc,
    },
    { id: 'opp', label: t({ id: 'pricing.survey.opp', defaultMessage: 'Optimal price point' }), value: points.opp },
    {
      id: 'ipp',
      label: t({ id: 'pricing.survey.ipp', defaultMessage: 'Indifference price point' }),
      value: points.ipp,
    },
    {
      id: 'pme',
      label: t({ id: 'pricing.survey.pme', defaultMessage: 'Point of marginal expensiveness' }),
      value: points.pme,
    },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.id} className="rounded-md border border-border p-3">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="text-lg font-semibold">{price(row.value)}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="acceptable-range" className="font-medium">
        {points.pmc !== null && points.pme !== null
          ? t(
              { id: 'pricing.survey.range', defaultMessage: 'Acceptable price range: {low} to {high}' },
              { low: format.format(points.pmc), high: format.format(points.pme) },
            )
          : t({
              id: 'pricing.survey.noRange',
              defaultMessage: 'No acceptable price range: the curves do not meet within the prices answered.',
            })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'pricing.survey.method',
          defaultMessage:
            'Each point is where two cumulative curves cross, read linearly between the prices answered: marginal cheapness is “too cheap” against “not cheap”, the optimal point “too cheap” against “too expensive”, indifference “cheap” against “expensive”, and marginal expensiveness “too expensive” against “not expensive”.',
        })}
      </p>
      <LineChart
        title={t({ id: 'pricing.survey.chart', defaultMessage: 'Share of respondents at each price' })}
        xLabels={curves.prices.map((value) => format.formatCompact(value))}
        series={[
          { id: 'tooCheap', label: columns.tooCheap, values: curves.tooCheap },
          { id: 'cheap', label: columns.cheap, values: curves.cheap },
          { id: 'expensive', label: columns.expensive, values: curves.expensive },
          { id: 'tooExpensive', label: columns.tooExpensive, values: curves.tooExpensive },
        ]}
        formatValue={format.percent}
      />
    </div>
  );
}
