import { useState } from 'react';

/**
 * An action that may need the user's yes first (opening another document over unsaved changes): `askIf(when, value)`
 * does it at once, or, when `when` holds, keeps `value` as `pending` until `confirm()` does it or `cancel()` drops it.
 */
export function useAskFirst<Value extends object>(perform: (value: Value) => void) {
  const [pending, setPending] = useState<Value | null>(null);
  return {
    pending,
    askIf: (when: boolean, value: Value) => (when ? setPending(value) : perform(value)),
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) perform(pending);
      setPending(null);
    },
  };
}
