/**
 * A limit of `limit` events per key in each window of `windowMs` (fixed windows, counted in this process's memory:
 * a limit that protects others' servers from one person, not a quota to keep across restarts or instances).
 */
export function createRateWindow({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let sweptAt = now();

  /** Counts one event for `key`; false when the key has had its `limit` in this window already. */
  return function take(key: string): boolean {
    const time = now();
    // Past windows are forgotten once a window's time (not on every event), so the map holds only recent keys.
    if (time - sweptAt >= windowMs) {
      sweptAt = time;
      for (const [other, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(other);
    }
    const current = windows.get(key);
    const window = current && time - current.startedAt < windowMs ? current : { startedAt: time, count: 0 };
    if (window.count >= limit) return false;
    window.count += 1;
    windows.set(key, window);
    return true;
  };
}
