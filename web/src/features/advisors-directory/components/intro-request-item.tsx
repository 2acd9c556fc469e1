import type { IntroRequestView } from '@core/tools/advisors-directory/intro-requests';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useAnswerIntro } from '../api/intro-requests';
import { useAdvisorWords } from '../hooks/use-advisor-words';

const STATUS_BADGE = { pending: 'warning', accepted: 'success', declined: 'neutral' } as const;

/**
 * One intro request: the other person, the message, when, its status; the other's e-mail address once accepted;
 * Accept and Decline for the advisor while it waits.
 */
export function IntroRequestItem({ intro, side }: { intro: IntroRequestView; side: 'received' | 'sent' }) {
  const t = useT();
  const format = useFormat();
  const words = useAdvisorWords();
  const messageOf = useMessageOf();
  const answer = useAnswerIntro();
  const nameId = useId();
  const { counterpart } = intro;

  const onAnswer = async (reply: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync({ id: intro.id, answer: reply });
      toast.success(
        reply === 'accept'
          ? t(
              { id: 'advisors.intros.accepted', defaultMessage: 'Accepted: you and {name} can now reach each other.' },
              { name: counterpart.name },
            )
          : t(
              { id: 'advisors.intros.declined', defaultMessage: 'Declined. {name} will be told politely.' },
              {
                name: counterpart.name,
              },
            ),
      );
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t({ id: 'advisors.intros.answerFailed', defaultMessage: 'Your answer could not be sent. Please try again.' }),
        ),
      );
    }
  };

  return (
    <li aria-labelledby={nameId} className="space-y-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p id={nameId} className="font-medium">
            {counterpart.name}
          </p>
          {counterpart.headline && <p className="text-sm text-muted-foreground">{counterpart.headline}</p>}
        </div>
        <Badge variant={STATUS_BADGE[intro.status]}>{words.status[intro.status]}</Badge>
      </div>
      <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line">{intro.message}</blockquote>
      <p className="text-xs text-muted-foreground">
        {side === 'received'
          ? t(
              { id: 'advisors.intros.receivedOn', defaultMessage: 'Received {date}' },
              { date: format.date(intro.createdAt) },
            )
          : t({ id: 'advisors.intros.sentOn', defaultMessage: 'Sent {date}' }, { date: format.date(intro.createdAt) })}
      </p>
      {counterpart.email && (
        <p className="text-sm">
          {t({ id: 'advisors.intros.email', defaultMessage: 'E-mail address:' })}{' '}
          <a href={`mailto:${counterpart.email}`} className="text-primary underline-offset-4 hover:underline">
            {counterpart.email}
          </a>
        </p>
      )}
      {side === 'received' && intro.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => void onAnswer('accept')}>
            {t({ id: 'advisors.intros.accept', defaultMessage: 'Accept' })}
          </Button>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => void onAnswer('decline')}>
            {t({ id: 'advisors.intros.decline', defaultMessage: 'Decline' })}
          </Button>
          <p className="w-full text-xs text-muted-foreground">
            {t(
              {
                id: 'advisors.intros.acceptShares',
                defaultMessage: 'Accepting shares your e-mail address with {name}, and theirs with you.',
              },
              { name: counterpart.name },
            )}
          </p>
        </div>
      )}
    </li>
  );
}
