import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server drew (ADR 0038), so that both draw the
 * same; true from then on, and in anything the browser draws itself. For what only the browser can know (the
 * window's size).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
