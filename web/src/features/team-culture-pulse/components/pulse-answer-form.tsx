import type { PulseInvitation } from '@core/tools/team-culture-pulse/pulse-survey';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { useAnswerPulse } from '../api/answer-pulse';
import { useEnpsQuestion, usePulseScales } from '../hooks/use-pulse-scales';
import { ScoreScale } from './score-scale';

type Errors = Partial<Record<string, string>>;
const ENPS_FIELD = 'enps';

/**
 * The round's questions, answered once: the eNPS score and an agreement per question, each required (its message
 * under it, the first missing one focused). Nothing of who answers is sent.
 */
export function PulseAnswerForm({
  token,
  invitation,
  onAnswered,
}: {
  token: string;
  invitation: PulseInvitation;
  onAnswered: () => void;
}) {
  const t = useT();
  const messageOf = useMessageOf();
  const enpsQuestion = useEnpsQuestion();
  const scales = usePulseScales();
  const send = useAnswerPulse(token);
  const [enps, setEnps] = useState<number | null>(null);
  const [agreements, setAgreements] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const missing: Errors = {};
    if (enps === null)
      missing[ENPS_FIELD] = t({ id: 'pulse.answer.chooseScore', defaultMessage: 'Choose a score from 0 to 10' });
    for (const { id } of invitation.questions)
      if (agreements[id] === undefined)
        missing[id] = t({ id: 'pulse.answer.chooseAgreement', defaultMessage: 'Choose how much you agree' });
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"] fieldset`)?.focus();
      return;
    }
    try {
      await send.mutateAsync({ enps: enps!, agreements });
      onAnswered();
    } catch (error) {
      setFormError(
        messageOf(
          error,
          t({ id: 'pulse.answer.failed', defaultMessage: 'Your answers could not be sent. Please try again.' }),
        ),
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <div data-field={ENPS_FIELD}>
        <ScoreScale
          legend={enpsQuestion(invitation.teamName)}
          options={scales.enps}
          value={enps}
          onChange={setEnps}
          ends={scales.enpsEnds}
          columns="grid-cols-6 sm:grid-cols-11"
          error={errors[ENPS_FIELD]}
          disabled={send.isPending}
        />
      </div>
      {invitation.questions.map((question) => (
        <div key={question.id} data-field={question.id}>
          <ScoreScale
            legend={question.text}
            options={scales.agreement}
            value={agreements[question.id] ?? null}
            onChange={(value) => setAgreements((current) => ({ ...current, [question.id]: value }))}
            columns="grid-cols-1 sm:grid-cols-5"
            error={errors[question.id]}
            disabled={send.isPending}
          />
        </div>
      ))}
      <FormAlert message={formError} />
      <SubmitButton
        className="sm:w-auto"
        isPending={send.isPending}
        busyLabel={t({ id: 'pulse.answer.sending', defaultMessage: 'Sending…' })}
      >
        {t({ id: 'pulse.answer.send', defaultMessage: 'Send my answers' })}
      </SubmitButton>
    </form>
  );
}
