import type { ReachPeriod, RiceConfidence, RiceImpact } from '@core/tools/feature-prioritization-radar/feature-scores';
import { useI18n, useT } from '@/lib/i18n/use-t';

/** The words and number formats the roadmap's scores are shown with, in the page's language. */
export function useScoreWords() {
  const t = useT();
  const intl = useI18n();
  const impacts: Record<`${RiceImpact}`, string> = {
    '3': t({ id: 'featureRadar.impact.massive', defaultMessage: 'Massive (3)' }),
    '2': t({ id: 'featureRadar.impact.high', defaultMessage: 'High (2)' }),
    '1': t({ id: 'featureRadar.impact.medium', defaultMessage: 'Medium (1)' }),
    '0.5': t({ id: 'featureRadar.impact.low', defaultMessage: 'Low (0.5)' }),
    '0.25': t({ id: 'featureRadar.impact.minimal', defaultMessage: 'Minimal (0.25)' }),
  };
  const confidences: Record<`${RiceConfidence}`, string> = {
    '100': t({ id: 'featureRadar.confidence.high', defaultMessage: 'High (100%)' }),
    '80': t({ id: 'featureRadar.confidence.medium', defaultMessage: 'Medium (80%)' }),
    '50': t({ id: 'featureRadar.confidence.low', defaultMessage: 'Low (50%)' }),
  };
  const periods: Record<ReachPeriod, string> = {
    month: t({ id: 'featureRadar.period.month', defaultMessage: 'Month' }),
    quarter: t({ id: 'featureRadar.period.quarter', defaultMessage: 'Quarter' }),
    year: t({ id: 'featureRadar.period.year', defaultMessage: 'Year' }),
  };
  const reachLabels: Record<ReachPeriod, string> = {
    month: t({ id: 'featureRadar.reach.month', defaultMessage: 'Reach per month' }),
    quarter: t({ id: 'featureRadar.reach.quarter', defaultMessage: 'Reach per quarter' }),
    year: t({ id: 'featureRadar.reach.year', defaultMessage: 'Reach per year' }),
  };
  return {
    impact: (impact: RiceImpact) => impacts[`${impact}`],
    confidence: (confidence: RiceConfidence) => confidences[`${confidence}`],
    periods,
    reachLabel: (period: ReachPeriod) => reachLabels[period],
    /** A score or an input: grouped, at most two decimals ('4,000', '6.33'). */
    number: (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 }),
  };
}

export type ScoreWords = ReturnType<typeof useScoreWords>;
