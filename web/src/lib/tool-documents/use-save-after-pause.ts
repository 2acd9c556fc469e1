import { useEffect, useEffectEvent, useRef } from 'react';

/** How long after the last change a document saves itself (Auto save, ADR 0028). */
export const AUTO_SAVE_DELAY_MS = 800;

/**
 * While `when` holds, runs `save` once `content` has rested for AUTO_SAVE_DELAY_MS; each change starts the wait
 * again, and so does the end of a hold (`isHeld`: the user is being asked whether to discard the change). A change
 * still waiting when the page goes away (a link, Back) is saved then, not dropped.
 */
export function useSaveAfterPause(when: boolean, content: string, save: () => void, isHeld = false) {
  const run = useEffectEvent(save);
  const isWaiting = useRef(false);

  useEffect(() => {
    isWaiting.current = when;
    if (!when || isHeld) return;
    const timer = setTimeout(() => {
      isWaiting.current = false;
      run();
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [when, content, isHeld]);

  useEffect(
    () => () => {
      if (isWaiting.current) run();
    },
    [],
  );
}
