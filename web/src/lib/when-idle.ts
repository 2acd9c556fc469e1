/**
 * The longest a task waits for the browser to be idle: a page kept busy (a slow phone, a loaded machine) still gets it
 * done, as a person reaching for the page would expect (the idea page's live document opens with it).
 */
const IDLE_WAIT_MS = 2_000;

/**
 * Runs `task` once the browser is idle, or after IDLE_WAIT_MS if it never is (at once where it cannot tell); the
 * canceller. For work a page can do later than the task that draws or hydrates it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    task();
    return () => undefined;
  }
  const handle = requestIdleCallback(() => task(), { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}
