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

  it('refuses with an error the app answers as a 503', () => {
    expect(isDatabaseUnavailable(breakerOpenError())).toBe(true);
  });
});
