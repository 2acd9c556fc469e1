import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastValid } from './use-last-valid';

describe('useLastValid', () => {
  it('gives the value while there is one, the last one, stale, while it is null, and the new one after', () => {
    const first = { runway: 15 };
    const second = { runway: 14 };
    const { result, rerender } = renderHook(({ value }) => useLastValid(value), {
      initialProps: { value: first as { runway: number } | null },
    });
    expect(result.current).toEqual({ value: first, isStale: false });
    rerender({ value: null });
    expect(result.current.value).toBe(first);
    expect(result.current.isStale).toBe(true);
    rerender({ value: second });
    expect(result.current).toEqual({ value: second, isStale: false });
    rerender({ value: null });
    expect(result.current.value).toBe(second);
    expect(result.current.isStale).toBe(true);
  });

  it('has nothing to show, and nothing stale, before there has been a value', () => {
    const { result } = renderHook(() => useLastValid<number>(null));
    expect(result.current).toEqual({ value: null, isStale: false });
  });
});

describe('useLastValid of another document', () => {
  it('forgets the last value when the results are of another document (a new one, a sample removed)', () => {
    const sample = { runway: 15 };
    const { result, rerender } = renderHook(({ value, of }) => useLastValid(value, of), {
      initialProps: { value: sample as { runway: number } | null, of: 1 },
    });
    rerender({ value: null, of: 1 });
    expect(result.current).toEqual({ value: sample, isStale: true });
    rerender({ value: null, of: 2 });
    expect(result.current).toEqual({ value: null, isStale: false });
  });
});
