import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { usePulseInvitation } from '../api/get-pulse-invitation';
import { PulseAnswerForm } from './pulse-answer-form';

/**
 * /pulse/{token}, no account needed (ADR 0107): the survey's open round to answer once from this browser, said to be
 * anonymous; a browser that answered it already is told so, and a link that no longer works says that.
 */
export function PulseAnswerPage({ token }: { token: string }) {
  const t = useT();
  const messageOf = useMessageOf();
  const invitation = usePulseInvitation(token);
  const [isAnswered, setIsAnswered] = useState(false);

  if (!invitation.data) {
    if (!invitation.isError)
      return (
        <Spinner
          className="mx-auto size-8 text-primary"
          label={t({ id: 'pulse.answer.loading', defaultMessage: 'Loading the survey' })}
        />
      );
    const isDead = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <p role="alert" className="mx-auto max-w-xl text-center text-destructive">
        {isDead
          ? messageOf(invitation.error, '')
          : t({
              id: 'pulse.answer.loadFailed',
              defaultMessage: 'This survey could not be loaded. Please reload the page to try again.',
            })}
      </p>
    );
  }
  const { teamName, round, hasAnswered } = invitation.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">
          {t({ id: 'pulse.answer.title', defaultMessage: '{teamName} team pulse' }, { teamName })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t({ id: 'pulse.answer.round', defaultMessage: 'Round {round}' }, { round })}
        </p>
        <p className="text-sm">
          {t({
            id: 'pulse.answer.anonymous',
            defaultMessage:
              'Your answers are anonymous: no name, e-mail, address or time is kept with them, and results show only once at least 3 people have answered.',
          })}
        </p>
      </header>
      {isAnswered ? (
        <p role="status" className="rounded-md border border-border p-4 font-medium">
          {t({ id: 'pulse.answer.thanks', defaultMessage: 'Thank you. Your answers were sent anonymously.' })}
        </p>
      ) : hasAnswered ? (
        <p role="status" className="rounded-md border border-border p-4 font-medium">
          {t({ id: 'pulse.answer.already', defaultMessage: 'You have already answered this round' })}
        </p>
      ) : (
        <PulseAnswerForm token={token} invitation={invitation.data} onAnswered={() => setIsAnswered(true)} />
      )}
    </div>
  );
}
