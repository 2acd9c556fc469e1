import type { RankedFeature } from '@core/tools/feature-prioritization-radar/feature-ranking';
import { rankedFeaturesCsv } from '@core/tools/feature-prioritization-radar/feature-csv';
import type { ReachPeriod } from '@core/tools/feature-prioritization-radar/feature-scores';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import type { ScoreWords } from '../hooks/use-score-words';

type ExportRankingButtonProps = {
  /** The features in the order the list shows them. */
  ranked: readonly RankedFeature[];
  reachPeriod: ReachPeriod;
  words: ScoreWords;
  fileName: string;
};

/** 'Export CSV': the ranked list as shown, a feature a row with its inputs and both scores. */
export function ExportRankingButton({ ranked, reachPeriod, words, fileName }: ExportRankingButtonProps) {
  const t = useT();
  const headers = {
    rank: t({ id: 'featureRadar.csv.rank', defaultMessage: 'Rank' }),
    feature: t({ id: 'featureRadar.csv.feature', defaultMessage: 'Feature' }),
    idea: t({ id: 'featureRadar.csv.idea', defaultMessage: 'Idea' }),
    reach: words.reachLabel(reachPeriod),
    impact: t({ id: 'featureRadar.csv.impact', defaultMessage: 'Impact' }),
    confidence: t({ id: 'featureRadar.csv.confidence', defaultMessage: 'Confidence (%)' }),
    effort: t({ id: 'featureRadar.csv.effort', defaultMessage: 'Effort (person-months)' }),
    rice: t({ id: 'featureRadar.csv.rice', defaultMessage: 'RICE score' }),
    iceImpact: t({ id: 'featureRadar.csv.iceImpact', defaultMessage: 'ICE impact' }),
    iceConfidence: t({ id: 'featureRadar.csv.iceConfidence', defaultMessage: 'ICE confidence' }),
    ease: t({ id: 'featureRadar.csv.ease', defaultMessage: 'Ease' }),
    ice: t({ id: 'featureRadar.csv.ice', defaultMessage: 'ICE score' }),
  };
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={ranked.length === 0}
      onClick={() => downloadFile(`${fileName}.csv`, rankedFeaturesCsv(ranked, headers), 'text/csv;charset=utf-8')}
    >
      <Download aria-hidden="true" className="mr-1.5 h-4 w-4" />
      {t({ id: 'featureRadar.csv.export', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
