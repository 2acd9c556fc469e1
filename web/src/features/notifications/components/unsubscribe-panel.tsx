import type { UnsubscribeTopic } from '@core/notifications/unsubscribe-contracts';
import { BellOff } from 'lucide-react';
import { defineMessage, defineMessages, type MessageTag, type TypedMessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useUnsubscribe } from '../api/unsubscribe';
import { useMessageOf } from '@/lib/i18n/use-message-of';

const notificationsWords = defineMessages({
  title: { id: 'notifications.unsubscribe.notifications.title', defaultMessage: 'E-mail notifications' },
  question: {
    id: 'notifications.unsubscribe.notifications.question',
    defaultMessage:
      'Stop the e-mails Founder Toolkit sends when someone shares an idea with you, comments on your ideas or answers your co-founder invitation? Account e-mails, such as password resets, still come.',
  },
  action: { id: 'notifications.unsubscribe.notifications.action', defaultMessage: 'Turn off e-mail notifications' },
});

const digestWords = defineMessages({
  title: { id: 'notifications.unsubscribe.digest.title', defaultMessage: 'Weekly digest' },
  question: {
    id: 'notifications.unsubscribe.digest.question',
    defaultMessage:
      'Stop the weekly e-mail with what happened on your ideas? Account e-mails, such as password resets, still come.',
  },
  action: { id: 'notifications.unsubscribe.digest.action', defaultMessage: 'Turn off the weekly digest' },
});

const messages = defineMessages({
  failed: {
    id: 'notifications.unsubscribe.failed',
    defaultMessage: 'E-mail notifications could not be turned off. Please try again.',
  },
  turningOff: { id: 'notifications.unsubscribe.turningOff', defaultMessage: 'Turning off' },
});

type TopicWords = Record<'title' | 'question' | 'action', TypedMessageDescriptor> & {
  done: TypedMessageDescriptor<{ link: MessageTag }>;
};

const WORDS: Record<UnsubscribeTopic, TopicWords> = {
  notifications: {
    ...notificationsWords,
    done: defineMessage<{ link: MessageTag }>({
      id: 'notifications.unsubscribe.notifications.done',
      defaultMessage: 'E-mail notifications are off. You can turn them on again in <link>Preferences</link>.',
    }),
  },
  digest: {
    ...digestWords,
    done: defineMessage<{ link: MessageTag }>({
      id: 'notifications.unsubscribe.digest.done',
      defaultMessage: 'The weekly digest is off. You can turn it on again in <link>Preferences</link>.',
    }),
  },
};

/**
 * Where a mail's unsubscribe link lands: it asks before turning E-mail notifications off (a link
 * scanner that opens the page must not unsubscribe anyone), then says it is done and where to undo it.
 */
export function UnsubscribePanel({ token, topic }: { token: string; topic: UnsubscribeTopic }) {
  const t = useT();
  const messageOf = useMessageOf();
  const unsubscribe = useUnsubscribe(token);
  const words = WORDS[unsubscribe.data?.topic ?? topic];
  return (
    <Card className="w-full max-w-md p-8 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-muted">
        <BellOff className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t(words.title)}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-2 text-muted-foreground">
          {t(words.done, {
            link: (chunks) => (
              <Link
                to={paths.preferences.getHref()}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{t(words.question)}</p>
          <div className="mt-6 space-y-3">
            <FormAlert message={unsubscribe.isError ? messageOf(unsubscribe.error, t(messages.failed)) : null} />
            <Button
              className="w-full"
              disabled={unsubscribe.isPending}
              aria-busy={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate()}
            >
              {unsubscribe.isPending && <Spinner className="size-4" label={t(messages.turningOff)} />}
              {t(words.action)}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
