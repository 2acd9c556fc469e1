import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';

type SendAnswersStatusProps = { isPending: boolean; error: Error | null; onRetry: () => void };

/** After the last answer: sending the invited co-founder's answers, or why it failed and Retry (the answers are kept). */
export function SendAnswersStatus({ isPending, error, onRetry }: SendAnswersStatusProps) {
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-8 text-center">
      {isPending ? (
        <p className="flex items-center justify-center gap-2">
          <Spinner className="size-4" label="Sending" />
          Sending your answers…
        </p>
      ) : (
        <div role="alert" className="text-destructive">
          <p className="font-semibold">Your answers could not be sent.</p>
          <p className="mt-1 text-sm">{messageOf(error, 'Please check your connection and try again.')}</p>
        </div>
      )}
      <Button onClick={onRetry} disabled={isPending}>
        Retry
      </Button>
    </Card>
  );
}
