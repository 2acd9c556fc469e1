import { useEffect } from 'react';

/** While `when` holds, closing or reloading the tab gets the browser's own 'Leave site?' prompt. */
export function useBeforeUnloadWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
