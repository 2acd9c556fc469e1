import { startTransition, useEffect, useState } from 'react';

/** Whether React has taken over the page the server drew (or drawn one itself): never on the server. */
let pageHydrated = false;

/**
 * False on the server and while the browser hydrates a page the server drew (ADR 0038), so that both draw the
 * same; true from then on, and at once in anything mounted later. For what only the browser can know (the
 * window's size). The switch after hydration is a transition: React draws what it changes in slices between the
 * browser's other work, where an external store's change would be drawn in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
