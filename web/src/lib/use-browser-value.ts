import { startTransition, useEffect, useEffectEvent, useState } from 'react';

const noChanges = () => () => undefined;

/**
 * What only the browser knows (the window's width, the address's query, whether the page's code runs), read once the
 * component is on screen: `first` on the server and in the first render, so that a page the server drew hydrates as
 * drawn (any part of it, whenever it hydrates), then `read()`'s answer — again each time `subscribe` says it changed
 * (keep it the same function across renders) — as a transition, which React draws in slices between the browser's
 * tasks. (An external store answering otherwise than the server re-renders everything under it at once after
 * hydration: on a phone, 80–110 ms of this host's CPU in one task on a tool's page; ADR 0120.)
 */
export function useBrowserValue<T>(
  read: () => T,
  first: T,
  subscribe: (onChange: () => void) => () => void = noChanges,
): T {
  const [value, setValue] = useState(first);
  const follow = useEffectEvent(() => startTransition(() => setValue(read())));
  useEffect(() => {
    follow();
    return subscribe(() => follow());
  }, [subscribe]);
  return value;
}
