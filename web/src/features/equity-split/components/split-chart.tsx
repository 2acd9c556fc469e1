import { useI18n } from '@/lib/i18n/use-t';
import { founderColour, useFounderDisplay } from './founder-display';

type SplitChartProps = { slices: { id: string; label: string; percent: number }[] };

/** A stacked horizontal bar of the whole percents; its text alternative lists every founder's share. */
export function SplitChart({ slices }: SplitChartProps) {
  const intl = useI18n();
  const { formatPercent } = useFounderDisplay();
  const shares = slices.map((slice) =>
    intl.formatMessage(
      { id: 'equitySplit.chart.slice', defaultMessage: '{name} {percent}' },
      { name: slice.label, percent: formatPercent(slice.percent) },
    ),
  );
  const description = intl.formatMessage(
    { id: 'equitySplit.chart.description', defaultMessage: 'Equity split chart: {shares}' },
    { shares: intl.formatList(shares, { type: 'unit', style: 'short' }) },
  );
  const offsets = slices.map((_, index) => slices.slice(0, index).reduce((sum, slice) => sum + slice.percent, 0));
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      className="h-6 w-full overflow-hidden rounded-md bg-muted"
    >
      {slices.map((slice, index) => (
        <rect
          key={slice.id}
          x={offsets[index]}
          y={0}
          width={slice.percent}
          height={10}
          className={founderColour(index).fill}
        />
      ))}
    </svg>
  );
}
