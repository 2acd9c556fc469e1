import { useEffect } from 'react';

/** Nothing on screen; calls `then` once the tree around it is on screen (rendered, or hydrated: ADR 0038). */
export function OnScreen({ then }: { then?: (() => void) | undefined }) {
  useEffect(() => then?.(), [then]);
  return null;
}

/**
 * A page the server drew comes inert (server/src/http/web-app.ts): seen, but not yet to be used, since nothing
 * would answer a click. Once React has taken it over, it is the page's to use.
 */
export const wakeServerDrawnPage = (container: HTMLElement) => () => container.removeAttribute('inert');
