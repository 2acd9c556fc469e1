import { clsx } from 'clsx';
import { useT } from '@/lib/i18n/use-t';

/**
 * Lucide's loader-circle, drawn here: the app's entry shows this spinner, and lucide-react's icon machinery
 * and tailwind-merge (cn) would add 10 KB to it. `className` adds to the spinner's classes; a size in it
 * (size-4) replaces the default one.
 */
export function Spinner({ className = '', label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <svg
      role="status"
      aria-label={label ?? t({ id: 'ui.spinner.loading', defaultMessage: 'Loading' })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx('animate-spin', !/\bsize-/.test(className) && 'size-5', className)}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}

/** A spinner centred on the whole screen while something the page needs is loading. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
