import { startTransition, useEffect, useState } from 'react';

/** A day as an ISO date (YYYY-MM-DD) in the browser's time zone. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Today in the browser's time zone (YYYY-MM-DD), read after the first render: null on the server and in the render
 * that hydrates, so both draw the same (ADR 0038); then today, drawn as a transition (in slices, ADR 0043).
 * Not `useHydrated()`: the tools' pages are loaded on demand, so such a page may hydrate after the rest of the
 * app has, when `useHydrated()` already says true in its first render — and today's date would not match the
 * server's null.
 */
export function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => startTransition(() => setToday(isoDay(new Date()))), []);
  return today;
}
