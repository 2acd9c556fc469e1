import { useState } from 'react';

/** A result as it was last worked out, and whether it is older than the inputs now on screen. */
export type LastValid<Value> = { value: Value | null; isStale: boolean };

/**
 * The last result that was not null: while a field is wrong (the result is null) the one before stays, marked
 * stale, so that the page keeps showing it dimmed instead of losing it (issue 33). Null until there has been one.
 */
export function useLastValid<Value>(value: Value | null): LastValid<Value> {
  const [last, setLast] = useState(value);
  // Kept in state, set while rendering: React's way to remember a value derived from an earlier render.
  if (value !== null && value !== last) setLast(value);
  return value === null ? { value: last, isStale: last !== null } : { value, isStale: false };
}
