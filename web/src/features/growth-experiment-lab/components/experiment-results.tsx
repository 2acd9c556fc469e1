import type { Variant } from '@core/tools/growth-experiment-lab/experiment';
import { compareWithControl, rateInterval } from '@core/tools/growth-experiment-lab/significance';
import { useMemo } from 'react';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { ConversionChart, type RateBar } from './conversion-chart';
import type { LabWords } from './use-lab-words';
import { WideTable } from '@/components/ui/wide-table';

type ExperimentResultsProps = { variants: readonly Variant[]; words: LabWords };

/**
 * An experiment's figures: each group's visitors, conversions and rate; for each variant, in plain words, how it did
 * against the control (the z test, its 95 % intervals and the chance to beat control); and the rates on a chart.
 */
export function ExperimentResults({ variants, words }: ExperimentResultsProps) {
  const t = useT();
  const intl = useI18n();
  const [control] = variants;
  // P(B > A) sums up to a term per conversion: worked out again only when the figures change.
  const comparisons = useMemo(() => {
    const [first, ...tried] = variants;
    return first ? tried.map((variant) => ({ variant, comparison: compareWithControl(first, variant) })) : [];
  }, [variants]);
  if (!control) return null;
  const bars: RateBar[] = variants.flatMap((variant) => {
    const interval = rateInterval(variant);
    return interval
      ? [{ id: variant.id, name: variant.name, rate: variant.conversions / variant.visitors, interval }]
      : [];
  });
  return (
    <div className="space-y-4">
      <WideTable className="text-xs sm:text-sm">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">
              {t({ id: 'growthLab.results.variant', defaultMessage: 'Variant' })}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {t({ id: 'growthLab.results.visitors', defaultMessage: 'Visitors' })}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {t({ id: 'growthLab.results.conversions', defaultMessage: 'Conversions' })}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t({ id: 'growthLab.results.rate', defaultMessage: 'Rate' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id} className="border-b border-border last:border-0">
              <th scope="row" className="break-words py-1 pr-2 text-left font-normal">
                {variant.name}
              </th>
              <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">
                {intl.formatNumber(variant.visitors)}
              </td>
              <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">
                {intl.formatNumber(variant.conversions)}
              </td>
              <td className="whitespace-nowrap py-1 text-right tabular-nums">
                {variant.visitors > 0
                  ? words.percent(variant.conversions / variant.visitors)
                  : t({ id: 'growthLab.results.noRate', defaultMessage: '—' })}
              </td>
            </tr>
          ))}
        </tbody>
      </WideTable>
      <ul className="space-y-3">
        {comparisons.map(({ variant, comparison }) => (
          <li key={variant.id} className="space-y-1">
            {comparison ? (
              <>
                <p className="font-medium">{words.sentence(variant.name, comparison)}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
                  <dt>{t({ id: 'growthLab.results.difference', defaultMessage: 'Difference' })}</dt>
                  <dd>
                    {t(
                      { id: 'growthLab.results.differenceValue', defaultMessage: '{value} points (95 %: {interval})' },
                      {
                        value: words.signedPoints(comparison.absoluteUplift),
                        interval: words.pointsInterval(comparison.absoluteInterval),
                      },
                    )}
                  </dd>
                  {comparison.relativeUplift !== null && comparison.relativeInterval && (
                    <>
                      <dt>{t({ id: 'growthLab.results.relative', defaultMessage: 'Relative uplift' })}</dt>
                      <dd>
                        {t(
                          { id: 'growthLab.results.relativeValue', defaultMessage: '{value} (95 %: {interval})' },
                          {
                            value: words.signedPercent(comparison.relativeUplift),
                            interval: words.interval(comparison.relativeInterval),
                          },
                        )}
                      </dd>
                    </>
                  )}
                  <dt>{t({ id: 'growthLab.results.pValue', defaultMessage: 'p-value' })}</dt>
                  <dd>{words.pValue(comparison.pValue)}</dd>
                </dl>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                {t(
                  {
                    id: 'growthLab.results.waiting',
                    defaultMessage: 'Enter the visitors of {variant} and of {control} to compare them.',
                  },
                  { variant: variant.name, control: control.name },
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {bars.length > 0 && <ConversionChart bars={bars} words={words} />}
    </div>
  );
}
