/**
 * Code loaded on demand, once: `load()` starts the import on the first call and every later call shares it;
 * `loaded()` is what arrived, if it has. A failed import (offline for a moment, a new version deployed) is tried
 * again by the next call.
 */
export type LoadOnce<T> = { load: () => Promise<T>; loaded: () => T | undefined };

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (arrived) => (value = arrived),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, loaded: () => value };
}
