import { useMemo } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Today in the browser's time zone (YYYY-MM-DD), read once the page is in the browser: null on the server and while
 * it hydrates, so both draw the same (ADR 0038); what depends on the day is drawn as it comes.
 */
export function useToday(): string | null {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? isoDay(new Date()) : null), [hydrated]);
}
