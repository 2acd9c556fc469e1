import type { PulseResults } from '@core/tools/team-culture-pulse/pulse-results';
import { BarChart } from '@/components/charts/bar-chart';
import { LineChart } from '@/components/charts/line-chart';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { averagesToChart, roundsWithFigures } from '../hooks/results-view';

/**
 * The results over the rounds that reached the threshold: the eNPS as a line, and the average agreement with each
 * question of the last such round as bars beside up to two earlier rounds', each question named in a list under it.
 */
export function PulseCharts({ results }: { results: PulseResults }) {
  const t = useT();
  const intl = useI18n();
  const shown = roundsWithFigures(results);
  const averages = averagesToChart(results);
  const roundLabel = (number: number) => t({ id: 'pulse.results.round', defaultMessage: 'Round {number}' }, { number });
  const questionLabel = (index: number) =>
    t({ id: 'pulse.results.questionShort', defaultMessage: 'Q{number}' }, { number: index + 1 });
  const enps = (value: number) => intl.formatNumber(Math.round(value), { signDisplay: 'exceptZero' });
  const average = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const enpsTitle = t({ id: 'pulse.results.enpsChart', defaultMessage: 'eNPS by round' });
  const averagesTitle = t({ id: 'pulse.results.averagesChart', defaultMessage: 'Average agreement by question (1–5)' });
  const latest = averages?.rounds.at(-1);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h3 className="font-medium">{enpsTitle}</h3>
        <LineChart
          title={enpsTitle}
          xLabels={shown.map(({ number }) => roundLabel(number))}
          series={[{ id: 'enps', label: 'eNPS', values: shown.map(({ figures }) => Math.round(figures.enps)) }]}
          formatValue={enps}
        />
      </div>
      {averages && latest && (
        <div className="space-y-2">
          <h3 className="font-medium">{averagesTitle}</h3>
          <BarChart
            title={averagesTitle}
            xLabels={averages.questions.map((_, index) => questionLabel(index))}
            series={averages.rounds.map(({ number, figures }) => ({
              id: String(number),
              label: roundLabel(number),
              values: figures.averages.map((entry) => entry.average ?? 0),
            }))}
            formatValue={average}
          />
          <ol className="space-y-1 text-sm">
            {latest.figures.averages.map(({ questionId, text, average: value }, index) => (
              <li key={questionId} className="flex gap-2">
                <span className="font-medium">{questionLabel(index)}</span>
                <span className="min-w-0 flex-1">{text}</span>
                <span className="tabular-nums">{average(value ?? 0)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
