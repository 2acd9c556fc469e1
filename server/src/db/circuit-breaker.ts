/**
 * Fails fast while the database is down: once open, every request for a connection is refused at once (a 503
 * for the caller) instead of waiting on a database that is restarting; meanwhile `probe` is tried every
 * `probeMs`, and the first success closes it again.
 */
export function createCircuitBreaker({
  probe,
  probeMs = 250,
  onClose,
}: {
  probe: () => Promise<void>;
  probeMs?: number;
  onClose?: () => void;
}) {
  let open = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      probe().then(() => {
        if (stopped) return;
        open = false;
        timer = undefined;
        onClose?.();
      }, schedule);
    }, probeMs);
    timer.unref();
  };
  return {
    isOpen: () => open,
    /** The database is down: refuse new work until a probe gets through. */
    trip() {
      if (open || stopped) return;
      open = true;
      schedule();
    },
    /** For good (the pool is closing): no more probes, even one already under way. */
    stop() {
      stopped = true;
      clearTimeout(timer);
      open = false;
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;

/** What a request for a connection gets while the breaker is open: Postgres's own "cannot connect now". */
export const breakerOpenError = () =>
  Object.assign(new Error('The database is unavailable; waiting for it to come back'), { code: '57P03' });
