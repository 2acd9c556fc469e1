import { useCallback } from 'react';
import { useBrowserValue } from './use-browser-value';

/** Below Tailwind's lg breakpoint (1024 px): a phone's or a small tablet's window, where the tools' columns stack. */
export const NARROW_SCREEN = '(max-width: 63.98rem)';

/**
 * Whether the window matches a media query ('(max-width: 63.98rem)'), kept up to date as it changes: false on the
 * server and in the first render, then the window's answer, as a transition (useBrowserValue, ADR 0120).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserValue(() => window.matchMedia(query).matches, false, subscribe);
}
