import { useT } from '@/lib/i18n/use-t';

/** The two ways a pool or a grant is sized, as a select offers them. */
export function useUnitOptions() {
  const t = useT();
  return [
    { value: 'shares', label: t({ id: 'esopPlanner.units.shares', defaultMessage: 'Shares' }) },
    { value: 'percent', label: t({ id: 'esopPlanner.units.percent', defaultMessage: '% of fully diluted' }) },
  ] as const;
}
