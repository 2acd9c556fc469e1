import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'error' | 'info';
/** What of sonner's toast is used here. */
type Sonner = Pick<typeof sonnerToast, Kind | 'dismiss'>;
type Shown = { kind: Kind; message: ReactNode; options?: ExternalToast };

/**
 * Toasts, with sonner's call shape, without sonner in the app's entry (ADR 0036): most page views never toast.
 * The first call asks for the toaster (components/ui/toaster-on-demand.tsx loads it); calls made until it is
 * mounted wait here, because sonner's toaster shows only the toasts published after it subscribed.
 */
/** Sonner's toast, while its toaster is mounted. */
let sonner: Sonner | null = null;
/**
 * Sonner's toast once loaded, mounted or not: its store outlives the toaster and gives a new one the toasts still
 * active (sonner 2 replays them on subscribe), so a dismissal must reach it even while no toaster is mounted.
 */
let store: Sonner | null = null;
let waiting: Shown[] = [];
let isWanted = false;
const wantedListeners = new Set<() => void>();

function show(shown: Shown) {
  if (sonner) sonner[shown.kind](shown.message, shown.options);
  else {
    waiting.push(shown);
    wantToaster();
  }
}

/** Asks for the toaster to be loaded and mounted (the first toast does). */
function wantToaster() {
  if (isWanted) return;
  isWanted = true;
  wantedListeners.forEach((listener) => listener());
}

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show({ kind: 'success', message, options }),
  error: (message: ReactNode, options?: ExternalToast) => show({ kind: 'error', message, options }),
  info: (message: ReactNode, options?: ExternalToast) => show({ kind: 'info', message, options }),
  /** Dismisses the toast `id` (every toast without one), including those still waiting for the toaster. */
  dismiss: (id?: ExternalToast['id']) => {
    waiting = id === undefined ? [] : waiting.filter((shown) => shown.options?.id !== id);
    store?.dismiss(id);
  },
};

/** Whether a toast has been asked for, so the toaster must be loaded (for useSyncExternalStore). */
export const isToasterWanted = () => isWanted;

export const onToasterWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
};

/** The toaster is mounted (subscribed to sonner's store): the waiting toasts show. Returns its unmount. */
export function registerToaster(loaded: Sonner) {
  sonner = loaded;
  store = loaded;
  const shown = waiting;
  waiting = [];
  shown.forEach(show);
  return () => {
    sonner = null;
  };
}
