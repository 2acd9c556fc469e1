import { startTransition, useState } from 'react';
import type { LoadOnce } from './load-once';

/**
 * Code for a part the page is drawn and used without until someone reaches for it (a menu's content, dragging): `want`
 * asks for it — on the pointer coming over the part, the focus coming into it, or a press — and once it has come it
 * is used from then on, switched to in a transition (ADR 0089). Undefined until then, and if it could not load
 * (offline for a moment): the next `want` tries again. At once in a part drawn after it has come.
 */
export function useLoadedOnIntent<T>(code: LoadOnce<T>): { loaded: T | undefined; want: () => void } {
  const [loaded, setLoaded] = useState(code.loaded);
  const want = () => {
    if (loaded) return;
    void code.load().then(
      (arrived) => startTransition(() => setLoaded(() => arrived)),
      () => undefined,
    );
  };
  return { loaded, want };
}
