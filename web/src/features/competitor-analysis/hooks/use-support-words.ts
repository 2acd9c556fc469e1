import type { FeatureSupport } from '@core/tools/competitor-analysis/competitor-analysis';
import { useT } from '@/lib/i18n/use-t';

/** How far a column offers a feature, in the page's language: the cells' choices and the CSV's words. */
export function useSupportWords(): Record<FeatureSupport, string> {
  const t = useT();
  return {
    yes: t({ id: 'competitorAnalysis.support.yes', defaultMessage: 'Yes' }),
    partial: t({ id: 'competitorAnalysis.support.partial', defaultMessage: 'Partial' }),
    no: t({ id: 'competitorAnalysis.support.no', defaultMessage: 'No' }),
  };
}
