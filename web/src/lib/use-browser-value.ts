import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * What only the browser knows (the address's query, whether the page's code runs), read once the component is on
 * screen: `first` on the server and in the first render, so that a page the server drew hydrates as drawn, then
 * `read()`'s answer as a transition, which React draws in slices between the browser's tasks (ADR 0120: an external
 * store whose answer differs from the server's re-renders everything under it at once after hydration).
 */
export function useBrowserValue<T>(read: () => T, first: T): T {
  const [value, setValue] = useState(first);
  const readNow = useEffectEvent(read);
  useEffect(() => startTransition(() => setValue(readNow())), []);
  return value;
}
