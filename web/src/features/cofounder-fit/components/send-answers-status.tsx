import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { commonMessages } from '../hooks/use-assessment-text';
import { useMessageOf } from '@/lib/i18n/use-message-of';

type SendAnswersStatusProps = { isPending: boolean; error: Error | null; onRetry: () => void };

/** After the last answer: sending the invited co-founder's answers, or why it failed and Retry (the answers are kept). */
export function SendAnswersStatus({ isPending, error, onRetry }: SendAnswersStatusProps) {
  const t = useT();
  const messageOf = useMessageOf();
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-8 text-center">
      {isPending ? (
        <p className="flex items-center justify-center gap-2">
          <Spinner className="size-4" label={t(commonMessages.sending)} />
          {t({ id: 'cofounderFit.sendAnswers.sending', defaultMessage: 'Sending your answers…' })}
        </p>
      ) : (
        <div role="alert" className="text-destructive">
          <p className="font-semibold">
            {t({ id: 'cofounderFit.sendAnswers.failed', defaultMessage: 'Your answers could not be sent.' })}
          </p>
          <p className="mt-1 text-sm">
            {messageOf(
              error,
              t({
                id: 'cofounderFit.sendAnswers.failedHint',
                defaultMessage: 'Please check your connection and try again.',
              }),
            )}
          </p>
        </div>
      )}
      <Button onClick={onRetry} disabled={isPending}>
        {t(commonMessages.retry)}
      </Button>
    </Card>
  );
}
