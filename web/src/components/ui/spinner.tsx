import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <Loader2
      role="status"
      aria-label={label ?? t({ id: 'ui.spinner.loading', defaultMessage: 'Loading' })}
      className={cn('size-5 animate-spin', className)}
    />
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
