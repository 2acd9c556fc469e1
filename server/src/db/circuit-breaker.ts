/**
 * Fails fast while the database is down: after a connection-level failure the breaker opens, and every request
 * for a connection is refused at once (a 503 for the caller) instead of waiting on a database that is
 * restarting; meanwhile `probe` is tried every `probeMs`, and the first success closes it again.
 */
export function createCircuitBreaker({ probe, probeMs = 250 }: { probe: () => Promise<void>; probeMs?: number }) {
  let open = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      probe().then(
        () => {
          open = false;
          timer = undefined;
        },
        schedule,
      );
    }, probeMs);
    timer.unref();
  };
  return {
    isOpen: () => open,
    /** A connection failed the way a down database fails: refuse new work until a probe gets through. */
    trip() {
      if (open) return;
      open = true;
      schedule();
    },
    stop() {
      clearTimeout(timer);
      open = false;
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/** What a request for a connection gets while the breaker is open: Postgres's own "cannot connect now". */
export const breakerOpenError = () => Object.assign(new Error('The database is unavailable; waiting for it to come back'), { code: '57P03' });
