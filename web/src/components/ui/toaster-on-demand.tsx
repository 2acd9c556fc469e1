import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { isToasterWanted, onToasterWanted } from '@/lib/toast';

// Sonner comes with it; if it cannot load (offline, a new deploy), toasts are not shown and the page goes on.
const Toaster = lazy<ComponentType>(() =>
  import('./toaster').then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/** The app's toaster, loaded when the first toast is asked for (@/lib/toast). */
export function ToasterOnDemand() {
  const isWanted = useSyncExternalStore(onToasterWanted, isToasterWanted, isToasterWanted);
  return isWanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
