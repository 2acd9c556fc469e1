import { useEffect } from 'react';

/**
 * Opens and shows the entry the address names (`#what-is-a-safe`), when the page opens and when the hash changes (a
 * link to another entry): its `<details>` opened, scrolled to, its question focused.
 */
export function useOpenedByAddress() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const entry = id ? document.getElementById(id) : null;
      if (!(entry instanceof HTMLDetailsElement)) return;
      entry.open = true;
      entry.scrollIntoView?.({ block: 'start' });
      entry.querySelector('summary')?.focus({ preventScroll: true });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}
