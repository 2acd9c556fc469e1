import { radarComparison } from '@core/tools/founder-motivation-radar/check-in-trends';
import { SCORE_KEYS, SCORE_MAX, type CheckIn } from '@core/tools/founder-motivation-radar/check-ins';
import { RadarChart } from '@/components/charts/radar-chart';
import { SectionCard } from '@/components/section-card';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useScoreTexts } from '../hooks/use-score-texts';

/**
 * The radar: the newest check-in (this week's once answered) against the average of the up to four check-ins before
 * it (ADR 0106), on the five axes; its text alternative says every value.
 */
export function RadarSection({ checkIns, thisWeek }: { checkIns: readonly CheckIn[]; thisWeek: string | null }) {
  const t = useT();
  const intl = useI18n();
  const texts = useScoreTexts();
  const comparison = radarComparison(checkIns);
  if (!comparison) return null;
  const { latest, previous, average } = comparison;
  const latestLabel =
    latest.week === thisWeek
      ? t({ id: 'motivationRadar.radar.thisWeek', defaultMessage: 'This week' })
      : t(
          { id: 'motivationRadar.radar.week', defaultMessage: 'Week {number}' },
          { number: Number(latest.week.slice(6)) },
        );
  const series = [{ id: 'latest', label: latestLabel, values: SCORE_KEYS.map((key) => latest[key]) }];
  if (average)
    series.push({
      id: 'average',
      label: t(
        {
          id: 'motivationRadar.radar.average',
          defaultMessage: '{count, plural, one {Previous check-in} other {Average of the previous # check-ins}}',
        },
        { count: previous.length },
      ),
      values: SCORE_KEYS.map((key) => average[key]),
    });
  return (
    <SectionCard
      title={t({ id: 'motivationRadar.radar.title', defaultMessage: 'Your radar' })}
      aside={
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'motivationRadar.radar.explain',
            defaultMessage:
              'Further out is better on every axis. A shape shrinking toward the centre is a harder week.',
          })}
        </p>
      }
    >
      <RadarChart
        title={t({
          id: 'motivationRadar.radar.chartTitle',
          defaultMessage: 'Your latest check-in against your 4-week average',
        })}
        axes={SCORE_KEYS.map((key) => texts[key].label)}
        series={series}
        max={SCORE_MAX}
        formatValue={(value) => intl.formatNumber(value, { maximumFractionDigits: 1 })}
      />
      {!average && (
        <p className="text-center text-sm text-muted-foreground">
          {t({
            id: 'motivationRadar.radar.first',
            defaultMessage: 'Your average appears beside this shape from your second check-in.',
          })}
        </p>
      )}
    </SectionCard>
  );
}
