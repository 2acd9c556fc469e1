import type { ExperimentStatus } from '@core/tools/growth-experiment-lab/experiment';
import type { Comparison, Interval } from '@core/tools/growth-experiment-lab/significance';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';

/**
 * The lab's words and numbers in the page's language: statuses, a fraction as a percentage ('12.4 %'), and a
 * variant's result against the control in one sentence ('Variant B converts 24.0 % better; 97 % likely to beat
 * control; significant at 95 %').
 */
export function useLabWords() {
  const intl = useI18n();
  return useMemo(() => {
    const t = intl.formatMessage;
    const number = (value: number, digits: number) =>
      intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    /** A fraction as a percentage to one decimal: 0.124 → '12.4 %'. */
    const percent = (fraction: number, digits = 1) =>
      t({ id: 'growthLab.percent', defaultMessage: '{value} %' }, { value: number(fraction * 100, digits) });
    /** With its sign: '+2.4 %', '−1.0 %'. */
    const signedPercent = (fraction: number) =>
      `${fraction > 0 ? '+' : fraction < 0 ? '−' : ''}${percent(Math.abs(fraction))}`;
    /** A chance in whole percent, to a tenth near certainty ('97 %', '99.4 %'), and 'over 99.9 %' beyond. */
    const chance = (fraction: number) =>
      fraction >= 0.9995
        ? t({ id: 'growthLab.chanceOver', defaultMessage: 'over {value}' }, { value: percent(0.999) })
        : fraction <= 0.0005
          ? t({ id: 'growthLab.chanceUnder', defaultMessage: 'under {value}' }, { value: percent(0.001) })
          : percent(fraction, fraction > 0.99 || fraction < 0.01 ? 1 : 0);
    const interval = ([low, high]: Interval) =>
      t(
        { id: 'growthLab.interval', defaultMessage: '{low} to {high}' },
        { low: signedPercent(low), high: signedPercent(high) },
      );
    const statuses: Record<ExperimentStatus, string> = {
      planned: t({ id: 'growthLab.status.planned', defaultMessage: 'Planned' }),
      running: t({ id: 'growthLab.status.running', defaultMessage: 'Running' }),
      finished: t({ id: 'growthLab.status.finished', defaultMessage: 'Finished' }),
      stopped: t({ id: 'growthLab.status.stopped', defaultMessage: 'Stopped' }),
    };
    /** What a variant did against the control, in plain words. */
    const sentence = (variant: string, comparison: Comparison) => {
      const { relativeUplift, variantRate } = comparison;
      const direction =
        relativeUplift === null
          ? variantRate > 0
            ? 'fromNothing'
            : 'same'
          : relativeUplift > 0
            ? 'better'
            : relativeUplift < 0
              ? 'worse'
              : 'same';
      return t(
        {
          id: 'growthLab.result.sentence',
          defaultMessage:
            '{variant} converts {direction, select, better {{uplift} better} worse {{uplift} worse} fromNothing {at {rate} where control converted nobody} other {the same as control}}; {chance} likely to beat control; {significant, select, yes {significant at 95 %} other {not significant at 95 %}}',
        },
        {
          variant,
          direction,
          uplift: percent(Math.abs(relativeUplift ?? 0)),
          rate: percent(variantRate),
          chance: chance(comparison.chanceToBeat),
          significant: comparison.isSignificant ? 'yes' : 'no',
        },
      );
    };
    /** A difference of rates in percentage points, signed: 0.024 → '+2.4'. */
    const signedPoints = (fraction: number) =>
      `${fraction > 0 ? '+' : fraction < 0 ? '−' : ''}${number(Math.abs(fraction) * 100, 1)}`;
    const pointsInterval = ([low, high]: Interval) =>
      t(
        { id: 'growthLab.pointsInterval', defaultMessage: '{low} to {high} points' },
        { low: signedPoints(low), high: signedPoints(high) },
      );
    /** A p-value to three decimals, '< 0.001' below. */
    const pValue = (p: number) => (p < 0.001 ? t({ id: 'growthLab.pBelow', defaultMessage: '< 0.001' }) : number(p, 3));
    return { percent, chance, signedPercent, signedPoints, pointsInterval, interval, pValue, statuses, sentence };
  }, [intl]);
}

export type LabWords = ReturnType<typeof useLabWords>;
