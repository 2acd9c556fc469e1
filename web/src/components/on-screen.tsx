import { useEffect } from 'react';

/** Nothing on screen; calls `then` once the tree around it is on screen (rendered, or hydrated: ADR 0038). */
export function OnScreen({ then }: { then?: (() => void) | undefined }) {
  useEffect(() => then?.(), [then]);
  return null;
}

/** What the drawn page's first script (server/src/http/hold-early-input.ts) hears when the app has taken it over. */
export const APP_LIVE_EVENT = 'app:live';

/**
 * A page the server drew comes marked `data-hydrating` (server/src/http/web-app.ts): seen, and what a person does on it
 * meanwhile is held by the page's first script (ADR 0090). Once React has taken it over, the mark goes and the script hands
 * over what it held: the clicks are done again, what was typed reaches the app.
 */
export const wakeServerDrawnPage = (container: HTMLElement) => () => {
  container.removeAttribute('data-hydrating');
  document.dispatchEvent(new Event(APP_LIVE_EVENT));
};
