import { useState } from 'react';

/** A result as it was last worked out, and whether it is older than the inputs now on screen. */
export type LastValid<Value> = { value: Value | null; isStale: boolean };

/**
 * The last result that was not null: while a field is wrong (the result is null) the one before stays, marked
 * stale, so that the page keeps showing it dimmed instead of losing it (issue 33). Null until there has been one.
 * `of` says what the results are of (the document on the page: its `loads`): another one forgets the last result,
 * so that a new, blank document (or a sample removed) shows none of the one before.
 */
export function useLastValid<Value>(value: Value | null, of: unknown = null): LastValid<Value> {
  const [last, setLast] = useState({ value, of });
  // Kept in state, set while rendering: React's way to remember a value derived from an earlier render.
  if ((value !== null && value !== last.value) || of !== last.of) setLast({ value, of });
  const kept = of === last.of ? last.value : null;
  return value === null ? { value: kept, isStale: kept !== null } : { value, isStale: false };
}
