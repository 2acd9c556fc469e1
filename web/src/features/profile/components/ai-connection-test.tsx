import { aiConnectionMessage } from '@core/ai/ai-connection';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useTestAiConnection } from '../api/test-ai-connection';

const messages = defineMessages({
  test: { id: 'profile.ai.testConnection', defaultMessage: 'Test connection' },
  testing: { id: 'profile.ai.testing', defaultMessage: 'Testing connection' },
  saveFirst: { id: 'profile.ai.saveFirst', defaultMessage: 'Save your changes to test them.' },
});

/**
 * 'Test connection': one small call to the saved AI provider, then what came of it in plain words. Unsaved
 * changes are not what the server would test, so the button waits for them to be saved.
 */
export function AiConnectionTest({ unsaved }: { unsaved: boolean }) {
  const t = useT();
  const said = useSaid();
  const test = useTestAiConnection();
  const outcome = test.data?.outcome;
  const failure = test.error ? messageOf(test.error, somethingWentWrong()) : undefined;
  const message = outcome ? aiConnectionMessage(outcome) : failure;
  const ok = outcome === 'ok';
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          disabled={test.isPending || unsaved}
          aria-busy={test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending && <Spinner className="size-4" label={t(messages.testing)} />}
          {t(messages.test)}
        </Button>
        {unsaved && <p className="text-sm text-muted-foreground">{t(messages.saveFirst)}</p>}
      </div>
      <p
        role="status"
        className={
          ok ? 'flex gap-2 text-sm text-emerald-700 dark:text-emerald-400' : 'flex gap-2 text-sm text-destructive'
        }
      >
        {message && !test.isPending && (
          <>
            {ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            {said(message)}
          </>
        )}
      </p>
    </div>
  );
}
