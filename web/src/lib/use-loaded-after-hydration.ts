import { startTransition, useEffect, useState } from 'react';
import type { LoadOnce } from './load-once';
import { useHydrated } from './use-hydrated';

/**
 * Code for a part the page can be drawn and hydrated without (a menu's content, dragging): loaded once the page
 * is hydrated and used from then on, switched to in a transition (ADR 0043). Undefined until it has come, and
 * if it could not load (offline for a moment): the next page tries again. At once in a page mounted later.
 */
export function useLoadedAfterHydration<T>(code: LoadOnce<T>): T | undefined {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(code.loaded);
  useEffect(() => {
    if (!hydrated || loaded) return;
    let current = true;
    code.load().then(
      (arrived) => current && startTransition(() => setLoaded(() => arrived)),
      () => undefined,
    );
    return () => void (current = false);
  }, [code, hydrated, loaded]);
  return loaded;
}
