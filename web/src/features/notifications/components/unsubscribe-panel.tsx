import type { UnsubscribeTopic } from '@core/notifications/notification-contracts';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

const WORDS: Record<UnsubscribeTopic, { title: string; question: string; action: string; done: string }> = {
  notifications: {
    title: 'E-mail notifications',
    question:
      'Stop the e-mails Founder Toolkit sends when someone shares an idea with you, comments on your ideas or answers your co-founder invitation? Account e-mails, such as password resets, still come.',
    action: 'Turn off e-mail notifications',
    done: 'E-mail notifications are off. You can turn them on again in',
  },
  digest: {
    title: 'Weekly digest',
    question: 'Stop the weekly e-mail with what happened on your ideas? Account e-mails, such as password resets, still come.',
    action: 'Turn off the weekly digest',
    done: 'The weekly digest is off. You can turn it on again in',
  },
};

/**
 * Where a mail's unsubscribe link lands: it asks before turning E-mail notifications off (a link
 * scanner that opens the page must not unsubscribe anyone), then says it is done and where to undo it.
 */
export function UnsubscribePanel({ token, topic }: { token: string; topic: UnsubscribeTopic }) {
  const unsubscribe = useUnsubscribe(token);
  const words = WORDS[unsubscribe.data?.topic ?? topic];
  return (
    <Card className="w-full max-w-md p-8 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-muted">
        <BellOff className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{words.title}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-2 text-muted-foreground">
          {words.done}{' '}
          <Link to={paths.preferences.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Preferences
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{words.question}</p>
          <div className="mt-6 space-y-3">
            <FormAlert message={unsubscribe.isError ? messageOf(unsubscribe.error, 'E-mail notifications could not be turned off. Please try again.') : null} />
            <Button className="w-full" disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending && <Spinner className="size-4" label="Turning off" />}
              {words.action}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
