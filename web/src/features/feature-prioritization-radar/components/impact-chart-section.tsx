import type { Feature } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import { impactChart } from '@core/tools/feature-prioritization-radar/feature-chart';
import type { Scoring } from '@core/tools/feature-prioritization-radar/feature-scores';
import { ScatterChart } from '@/components/charts/scatter-chart';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/use-t';
import type { ScoreWords } from '../hooks/use-score-words';

/**
 * Impact against effort (RICE) or ease (ICE), split in four with a word in each corner: quick wins (much impact for
 * little work), big bets, fill-ins and the money pit (little impact for much work).
 */
export function ImpactChartSection({
  features,
  scoring,
  words,
}: {
  features: readonly Feature[];
  scoring: Scoring;
  words: ScoreWords;
}) {
  const t = useT();
  const chart = impactChart(features, scoring);
  const quickWins = t({ id: 'featureRadar.chart.quickWins', defaultMessage: 'Quick wins' });
  const bigBets = t({ id: 'featureRadar.chart.bigBets', defaultMessage: 'Big bets' });
  const fillIns = t({ id: 'featureRadar.chart.fillIns', defaultMessage: 'Fill-ins' });
  const moneyPit = t({ id: 'featureRadar.chart.moneyPit', defaultMessage: 'Money pit' });
  const impact = t({ id: 'featureRadar.chart.impact', defaultMessage: 'Impact' });
  const isRice = scoring === 'rice';
  const title = isRice
    ? t({ id: 'featureRadar.chart.riceTitle', defaultMessage: 'Impact against effort' })
    : t({ id: 'featureRadar.chart.iceTitle', defaultMessage: 'Impact against ease' });
  return (
    <SectionCard
      title={title}
      aside={
        <p className="text-sm text-muted-foreground">
          {isRice
            ? t(
                {
                  id: 'featureRadar.chart.riceLines',
                  defaultMessage:
                    'RICE impact against effort in person-months; the lines are at impact 1.5 and {effort} person-months, half the axis.',
                },
                { effort: words.number(chart.x.guide) },
              )
            : t({
                id: 'featureRadar.chart.iceLines',
                defaultMessage: 'ICE impact against ease, both rated 1 to 10; the lines are at 5.5.',
              })}
        </p>
      }
    >
      <ScatterChart
        title={title}
        x={{
          label: isRice
            ? t({ id: 'featureRadar.chart.effort', defaultMessage: 'Effort' })
            : t({ id: 'featureRadar.chart.ease', defaultMessage: 'Ease' }),
          min: chart.x.min,
          max: chart.x.max,
          format: words.number,
        }}
        y={{ label: impact, min: chart.y.min, max: chart.y.max, format: words.number }}
        points={chart.points}
        guides={{
          x: chart.x.guide,
          y: chart.y.guide,
          // More effort is to the right, more ease too: the easy side swaps.
          corners: isRice
            ? { topLeft: quickWins, topRight: bigBets, bottomLeft: fillIns, bottomRight: moneyPit }
            : { topLeft: bigBets, topRight: quickWins, bottomLeft: moneyPit, bottomRight: fillIns },
        }}
      />
    </SectionCard>
  );
}
