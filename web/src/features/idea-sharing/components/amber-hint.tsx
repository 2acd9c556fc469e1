import type { ReactNode } from 'react';

/** A warning in amber (§5): says why the dialog cannot go on, or what would be better; read out when it appears. */
export function AmberHint({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
      {children}
    </p>
  );
}
