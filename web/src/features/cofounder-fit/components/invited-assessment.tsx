import { useState } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useAnswerAssessmentInvite } from '../api/answer-assessment-invite';
import { useAssessmentInvite } from '../api/get-assessment-invite';
import { useAnswerSteps } from '../hooks/use-answer-steps';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentQuestion } from './assessment-question';
import { InviteComparison } from './invite-comparison';
import { SendAnswersStatus } from './send-answers-status';
import { usePersonName } from '@/lib/i18n/use-person-name';

/** An invalid or expired invitation ends where every dead link does. */
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** /assessment-invite/{token}, no account needed: who invited you, the same ten questions, then both answers side by side. */
export function InvitedAssessment({ token }: { token: string }) {
  const t = useT();
  const personName = usePersonName();
  const invite = useAssessmentInvite(token);
  const send = useAnswerAssessmentInvite(token);
  const [hasStarted, setHasStarted] = useState(false);
  const steps = useAnswerSteps((answers) => send.mutate(answers));

  if (invite.isError && isDeadLink(invite.error)) return <Navigate to={paths.expiredLink.getHref()} replace />;
  if (!invite.data) {
    if (!invite.isError)
      return (
        <Spinner
          className="mx-auto size-8 text-primary"
          label={t({ id: 'cofounderFit.invited.loading', defaultMessage: 'Loading the invitation' })}
        />
      );
    return (
      <p role="alert" className="text-center text-destructive">
        {t({
          id: 'cofounderFit.invited.loadFailed',
          defaultMessage: 'This invitation could not be loaded. Please reload the page to try again.',
        })}
      </p>
    );
  }
  const { isAnswered } = invite.data;
  const inviterName = personName(invite.data.inviterName);
  if (isAnswered || send.isSuccess) return <InviteComparison token={token} inviterName={inviterName} />;
  if (!send.isIdle)
    return (
      <SendAnswersStatus error={send.error} isPending={send.isPending} onRetry={() => send.mutate(steps.answers)} />
    );
  if (hasStarted) return <AssessmentQuestion index={steps.index} onAnswer={steps.answer} />;
  return <AssessmentIntro onStart={() => setHasStarted(true)} invitedBy={inviterName} />;
}
