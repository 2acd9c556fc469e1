/**
 * Runs `task` once the browser is idle (or at once where it cannot tell); the canceller. For work a page can do later
 * than the task that draws or hydrates it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    task();
    return () => undefined;
  }
  const handle = requestIdleCallback(() => task());
  return () => cancelIdleCallback(handle);
}
