import { vestingTable, type VestingSchedule } from '@core/tools/equity-split/vesting';
import { useT } from '@/lib/i18n/use-t';
import { useFounderDisplay } from './founder-display';

type VestingChartProps = { label: string; equityPercent: number; schedule: VestingSchedule };

/** A small line of vested equity month by month (flat until the cliff, then a jump and a steady climb). */
export function VestingChart({ label, equityPercent, schedule }: VestingChartProps) {
  const t = useT();
  const { formatPercent } = useFounderDisplay();
  const rows = vestingTable(100, schedule, 'month');
  const width = 200;
  const height = 60;
  const x = (month: number) => (month / schedule.totalMonths) * width;
  const y = (percent: number) => height - (percent / 100) * height;
  // A step: each month's value holds until the next month.
  const points = rows.flatMap((row, index) => {
    const previous = rows[index - 1];
    return previous
      ? [`${x(row.month)},${y(previous.vestedPercent)}`, `${x(row.month)},${y(row.vestedPercent)}`]
      : [`${x(row.month)},${y(row.vestedPercent)}`];
  });
  const description = t(
    {
      id: 'equitySplit.vesting.chart',
      defaultMessage:
        'Vesting chart for {name}: {hasCliff, select, yes {nothing until month {cliff}, then monthly} other {monthly from the start}}; fully vested ({percent} of the company) at month {total}.',
    },
    {
      name: label,
      hasCliff: schedule.cliffMonths > 0 ? 'yes' : 'no',
      cliff: schedule.cliffMonths,
      percent: formatPercent(equityPercent),
      total: schedule.totalMonths,
    },
  );
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="h-16 w-full rounded-md bg-muted/50"
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        vectorEffect="non-scaling-stroke"
        strokeWidth={2}
        className="stroke-primary"
      />
    </svg>
  );
}
