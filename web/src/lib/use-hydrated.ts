import { useBrowserValue } from './use-browser-value';

/** Whether React has taken over the page the server drew (or drawn one itself): never on the server. */
let pageHydrated = false;
const markHydrated = () => (pageHydrated = true);

/**
 * False on the server and while the browser hydrates a page the server drew (ADR 0038), so that both draw the
 * same; true from then on, and at once in anything mounted later. For what only the browser can know (the
 * window's size). The switch after hydration is a transition (useBrowserValue, ADR 0120).
 */
export function useHydrated(): boolean {
  return useBrowserValue(markHydrated, pageHydrated);
}
