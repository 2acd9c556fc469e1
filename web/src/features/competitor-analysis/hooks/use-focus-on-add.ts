import { useRef } from 'react';

/**
 * Focus for a list the founder adds to: `expect(id)` when an item is added, and its first field (given `refFor(id)`)
 * takes the focus once it is drawn.
 */
export function useFocusOnAdd() {
  const pending = useRef<string | null>(null);
  return {
    expect: (id: string) => {
      pending.current = id;
    },
    refFor: (id: string) => (node: HTMLElement | SVGElement | null) => {
      if (!node || pending.current !== id) return;
      pending.current = null;
      node.focus();
    },
  };
}
