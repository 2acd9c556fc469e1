import { useI18n } from '@/lib/i18n/use-t';
import type { ChartSeries } from './chart-series';

type DescriptionInput = {
  title: string;
  xLabels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
};

/**
 * The chart's text alternative: its title, then each series from its first value to its last, with its lowest and
 * highest and where they fall ('Cash balance: Cash from $500,000 (Month 1) to -$20,000 (Month 24), lowest …').
 */
export function useChartDescription({ title, xLabels, series, formatValue }: DescriptionInput): string {
  const intl = useI18n();
  const parts = series.map(({ label, values }) => {
    if (values.length === 0) return label;
    let low = 0;
    let high = 0;
    values.forEach((value, index) => {
      if (value < (values[low] ?? 0)) low = index;
      if (value > (values[high] ?? 0)) high = index;
    });
    const at = (index: number) => ({ value: formatValue(values[index] ?? 0), x: xLabels[index] ?? String(index + 1) });
    const [first, last, lowest, highest] = [at(0), at(values.length - 1), at(low), at(high)];
    return intl.formatMessage(
      {
        id: 'chart.seriesSummary',
        defaultMessage:
          '{series} from {first} ({firstX}) to {last} ({lastX}), lowest {lowest} ({lowestX}), highest {highest} ({highestX})',
      },
      {
        series: label,
        first: first.value,
        firstX: first.x,
        last: last.value,
        lastX: last.x,
        lowest: lowest.value,
        lowestX: lowest.x,
        highest: highest.value,
        highestX: highest.x,
      },
    );
  });
  if (xLabels.length === 0)
    return intl.formatMessage({ id: 'chart.noData', defaultMessage: '{title}: no data' }, { title });
  return intl.formatMessage(
    { id: 'chart.description', defaultMessage: '{title}: {series}.' },
    { title, series: parts.join('; ') },
  );
}
