import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { focusablesIn } from './focusables';
import type { LoadOnce } from './load-once';

/**
 * Code for a part the page is drawn and used without until someone reaches for it (a menu's content, dragging): `want`
 * asks for it — on the pointer coming over the part, the focus coming into it, or a press — and once it has come it
 * is used from then on, switched to in a transition (ADR 0089). Undefined until then, and if it could not load
 * (offline for a moment): the next `want` tries again. At once in a part drawn after it has come.
 * `box` goes on the element around what the code's arrival draws anew (the same markup, new elements): the focus that
 * was in it (the focus asked for the code) is put back on the element at the same place, not lost with the old one.
 */
export function useLoadedOnIntent<T>(code: LoadOnce<T>): {
  loaded: T | undefined;
  want: () => void;
  box: (element: HTMLElement | null) => void;
} {
  const [loaded, setLoaded] = useState(code.loaded);
  const boxElement = useRef<HTMLElement | null>(null);
  const box = useCallback((element: HTMLElement | null) => void (boxElement.current = element), []);
  // Where the focus was in the box when the code came (-1: elsewhere).
  const focusPlace = useRef(-1);
  const want = () => {
    if (loaded) return;
    void code.load().then(
      (arrived) => {
        focusPlace.current = focusablesIn(boxElement.current).indexOf(document.activeElement as HTMLElement);
        startTransition(() => setLoaded(() => arrived));
      },
      () => undefined,
    );
  };
  useLayoutEffect(() => {
    const place = focusPlace.current;
    focusPlace.current = -1;
    const isLost = document.activeElement === null || document.activeElement === document.body;
    if (loaded && place >= 0 && isLost) focusablesIn(boxElement.current)[place]?.focus();
  }, [loaded]);
  return { loaded, want, box };
}
