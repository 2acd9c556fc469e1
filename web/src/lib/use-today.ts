import { startTransition, useEffect, useState } from 'react';
import { usePageDay } from '@/lib/i18n/i18n-provider';

/** A day as an ISO date (YYYY-MM-DD) in the browser's time zone. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Today in the browser's time zone (YYYY-MM-DD), read after the first render. The first render, on the server and in
 * the one that hydrates, draws the day the server drew the page for in its time zone (the first data's, ADR 0133),
 * or null where it did not say, so both draw the same (ADR 0038); then today, drawn as a transition (in slices, ADR
 * 0043) — nothing to draw again when it is the same day, as it is once the server knows the browser's time zone.
 * Not `useHydrated()`: the tools' pages are loaded on demand, so such a page may hydrate after the rest of the
 * app has, when `useHydrated()` already says true in its first render — and today's date would not match the
 * server's.
 */
export function useToday(): string | null {
  const [today, setToday] = useState<string | null>(usePageDay());
  useEffect(() => startTransition(() => setToday(isoDay(new Date()))), []);
  return today;
}
