import { CircleCheck, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { commonMessages } from '../hooks/use-assessment-text';
import { useMessageOf } from '@/lib/i18n/use-message-of';

type SaveStatusProps = { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown; onRetry: () => void };

/**
 * Whether a finished assessment reached the user's past results: quiet while saving and once saved; if not, why
 * (the server's reason, such as the cap on results kept) and Retry.
 */
export function SaveStatus({ status, error, onRetry }: SaveStatusProps) {
  const t = useT();
  const messageOf = useMessageOf();
  if (status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t({ id: 'cofounderFit.saveStatus.saving', defaultMessage: 'Saving…' })}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-destructive">
        {messageOf(
          error,
          t({ id: 'cofounderFit.saveStatus.failed', defaultMessage: 'Your result could not be saved.' }),
        )}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t(commonMessages.retry)}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      {status === 'success' && (
        <>
          <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
          {t({ id: 'cofounderFit.saveStatus.saved', defaultMessage: 'Saved to your past results' })}
        </>
      )}
    </p>
  );
}
