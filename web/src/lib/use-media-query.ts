import { useSyncExternalStore } from 'react';

/** Below Tailwind's lg breakpoint (1024 px): a phone's or a small tablet's window, where the tools' columns stack. */
export const NARROW_SCREEN = '(max-width: 63.98rem)';

/**
 * Whether the window matches a media query ('(max-width: 63.98rem)'), kept up to date as it changes. False on the
 * server and while the page the server drew hydrates (React asks the server's answer then), so both draw the same.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
