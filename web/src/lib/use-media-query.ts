import { startTransition, useEffect, useState } from 'react';

/** Below Tailwind's lg breakpoint (1024 px): a phone's or a small tablet's window, where the tools' columns stack. */
export const NARROW_SCREEN = '(max-width: 63.98rem)';

/**
 * Whether the window matches a media query ('(max-width: 63.98rem)'), kept up to date as it changes. False on the
 * server and in the first render, so that a page the server drew hydrates as drawn (any part of it, whenever it
 * hydrates); then the window's answer, as a transition, which React draws in slices between the browser's tasks.
 * (`useSyncExternalStore` re-rendered the page in one task after hydration on every phone, whose answer differs from
 * the server's: 80–110 ms of this host's CPU on a tool's page, ADR 0120.)
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}
