import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useAnalysisDocument } from '../hooks/use-analysis-document';
import { CompetitorsSection } from './competitors-section';
import { FeatureMatrix } from './feature-matrix';
import { PositioningSection } from './positioning-section';
import { SavedAnalyses } from './saved-analyses';
import { SwotSection } from './swot-section';

/**
 * The /tool/competitor-analysis page: the founder's product and its competitors compared feature by feature with
 * their pricing (exported as CSV), placed on a positioning map, each with a SWOT; saved as named analyses.
 */
export function CompetitorAnalysis() {
  const t = useT();
  const analysis = useAnalysisDocument();
  return (
    <ToolPage
      toolId="competitor-analysis"
      description={t({
        id: 'competitorAnalysis.page.description',
        defaultMessage:
          'Compare your product with its competitors feature by feature and on price, place them on a map of what your customers weigh, and keep a SWOT of each.',
      })}
      width="5xl"
      document={analysis}
      saved={<SavedAnalyses analysis={analysis} />}
    >
      <CompetitorsSection analysis={analysis} />
      <FeatureMatrix analysis={analysis} />
      <PositioningSection analysis={analysis} />
      <SwotSection analysis={analysis} />
    </ToolPage>
  );
}
