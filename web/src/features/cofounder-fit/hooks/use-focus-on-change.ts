import { useEffect, useRef } from 'react';

/** A ref for a heading that takes focus on mount and whenever `key` changes, unless `shouldFocus` is false. */
export function useFocusOnChange<T extends HTMLElement>(key: unknown, shouldFocus = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [key, shouldFocus]);
  return ref;
}
