import { trendCheckIns } from '@core/tools/founder-motivation-radar/check-in-trends';
import { SCORE_KEYS, type CheckIn } from '@core/tools/founder-motivation-radar/check-ins';
import { LineChart } from '@/components/charts/line-chart';
import { SectionCard } from '@/components/section-card';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useScoreTexts } from '../hooks/use-score-texts';

/** A line per score over the newest twelve check-ins, oldest first (shown from the second check-in). */
export function TrendsSection({ checkIns }: { checkIns: readonly CheckIn[] }) {
  const t = useT();
  const intl = useI18n();
  const texts = useScoreTexts();
  const trend = trendCheckIns(checkIns);
  if (trend.length < 2) return null;
  return (
    <SectionCard title={t({ id: 'motivationRadar.trends.title', defaultMessage: 'Trends' })}>
      <LineChart
        title={t({ id: 'motivationRadar.trends.chartTitle', defaultMessage: 'Your scores week by week' })}
        xLabels={trend.map(({ week }) =>
          t({ id: 'motivationRadar.trends.week', defaultMessage: 'W{number}' }, { number: Number(week.slice(6)) }),
        )}
        series={SCORE_KEYS.map((key) => ({ id: key, label: texts[key].label, values: trend.map((item) => item[key]) }))}
        formatValue={(value) => intl.formatNumber(value, { maximumFractionDigits: 1 })}
      />
    </SectionCard>
  );
}
