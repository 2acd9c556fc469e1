import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakerOpenError, createCircuitBreaker } from './circuit-breaker';
import { isDatabaseUnavailable } from './database-unavailable';

afterEach(() => vi.useRealTimers());

describe('createCircuitBreaker', () => {
  it('stays closed until tripped, then probes until the database answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const probe = vi.fn(async () => {
      if (!up) throw new Error('ECONNREFUSED');
    });
    const breaker = createCircuitBreaker({ probe, probeMs: 100 });
    expect(breaker.isOpen()).toBe(false);
    breaker.trip();
    breaker.trip();
    expect(breaker.isOpen()).toBe(true);
    await vi.advanceTimersByTimeAsync(350);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(breaker.isOpen()).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(breaker.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('says when it closes, and probes no more once stopped, even with a probe under way', async () => {
    vi.useFakeTimers();
    let finish: (() => void) | undefined;
    const probe = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    const breaker = createCircuitBreaker({ probe, probeMs: 100, onClose });
    breaker.trip();
    await vi.advanceTimersByTimeAsync(100);
    expect(probe).toHaveBeenCalledTimes(1);
    breaker.stop();
    finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    breaker.trip();
    expect(breaker.isOpen()).toBe(false);

    const reopened = createCircuitBreaker({ probe: async () => undefined, probeMs: 100, onClose });
    reopened.trip();
    await vi.advanceTimersByTimeAsync(100);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses with an error the app answers as a 503', () => {
    expect(isDatabaseUnavailable(breakerOpenError())).toBe(true);
  });
});
