import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

/** A page that is never idle: an idle callback runs only when its `timeout` (if any) has passed, as a browser does. */
function neverIdlePage() {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    const handle = ++next;
    if (options?.timeout !== undefined)
      timers.set(
        handle,
        setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout),
      );
    return handle;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(timers.get(handle)));
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task on a page that never goes idle, two seconds on', () => {
    neverIdlePage();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task cancelled before its time', () => {
    neverIdlePage();
    const task = vi.fn();
    whenIdle(task)();
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task at once where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
