import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Puts `html` (what the server drew) in the page and hydrates `tree` over it: its container, and the mismatches React
 * reported (a spy: a hydration that drew what the server did calls it never). `remove()` takes the container out.
 */
export async function hydrateDrawn(html: string, tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches = vi.fn();
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: mismatches });
  });
  return { container, mismatches, remove: () => container.remove() };
}
