import { startTransition, useEffect, useState } from 'react';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Today in the browser's time zone (YYYY-MM-DD), read after the first render: null on the server and in the render
 * that hydrates, so both draw the same (ADR 0038). Not `useHydrated()`: this page is loaded on demand, so its part
 * of the page may hydrate after the rest has, when that already says true.
 */
export function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => startTransition(() => setToday(isoDay(new Date()))), []);
  return today;
}
