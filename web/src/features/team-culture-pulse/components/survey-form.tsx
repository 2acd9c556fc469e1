import { PULSE_LIMITS, type PulseSurveyInput } from '@core/tools/team-culture-pulse/pulse-survey';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { IconButton } from '@/components/ui/icon-button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import {
  checkSurvey,
  newQuestionId,
  surveyErrorsOf,
  type SurveyFormErrors,
  type SurveyFormValues,
} from '../hooks/survey-form';
import { useEnpsQuestion } from '../hooks/use-pulse-scales';

type SurveyFormProps = {
  initial: SurveyFormValues;
  submitLabel: string;
  /** Sends the checked survey; a refusal's field issues are shown by their fields. */
  onSubmit: (input: PulseSurveyInput) => Promise<unknown>;
  onCancel?: () => void;
  isPending: boolean;
};

/**
 * A survey's team name and agreement questions (added, removed, reworded), checked by the survey's contract before it
 * is sent, each wrong field's message under it; the eNPS question is shown as the team will read it.
 */
export function SurveyForm({ initial, submitLabel, onSubmit, onCancel, isPending }: SurveyFormProps) {
  const t = useT();
  const messageOf = useMessageOf();
  const enpsQuestion = useEnpsQuestion();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SurveyFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const setQuestions = (change: (questions: SurveyFormValues['questions']) => SurveyFormValues['questions']) =>
    setValues((current) => ({ ...current, questions: change(current.questions) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkSurvey(values);
    setErrors(checked.errors);
    if (!checked.input) return;
    try {
      await onSubmit(checked.input);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(surveyErrorsOf(error.issues, values));
      else
        setFormError(
          messageOf(
            error,
            t({ id: 'pulse.form.saveFailed', defaultMessage: 'The survey could not be saved. Please try again.' }),
          ),
        );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={t({ id: 'pulse.form.teamName', defaultMessage: 'Company or team name' })}
        placeholder={t({ id: 'pulse.form.teamNamePlaceholder', defaultMessage: 'Acme' })}
        value={values.teamName}
        error={errors.teamName}
        maxLength={PULSE_LIMITS.teamName}
        onChange={(event) => setValues((current) => ({ ...current, teamName: event.target.value }))}
      />
      <div className="space-y-1 rounded-md bg-muted p-3 text-sm">
        <p className="font-medium">
          {t({ id: 'pulse.form.enpsHeading', defaultMessage: 'First question (eNPS, 0–10)' })}
        </p>
        <p>{enpsQuestion(values.teamName.trim() || t({ id: 'pulse.form.yourTeam', defaultMessage: 'your team' }))}</p>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">
          {t({
            id: 'pulse.form.questions',
            defaultMessage: 'Agreement questions (strongly disagree to strongly agree)',
          })}
        </legend>
        {values.questions.map((question, index) => (
          <div key={question.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextAreaField
                label={t({ id: 'pulse.form.question', defaultMessage: 'Question {number}' }, { number: index + 1 })}
                rows={2}
                className="resize-y"
                value={question.text}
                error={errors[question.id]}
                maxLength={PULSE_LIMITS.question}
                onChange={(event) =>
                  setQuestions((questions) =>
                    questions.map((other) =>
                      other.id === question.id ? { ...other, text: event.target.value } : other,
                    ),
                  )
                }
              />
            </div>
            <IconButton
              className="mt-7"
              icon={Trash2}
              label={t({ id: 'pulse.form.remove', defaultMessage: 'Remove question {number}' }, { number: index + 1 })}
              onClick={() => setQuestions((questions) => questions.filter((other) => other.id !== question.id))}
            />
          </div>
        ))}
        <FormAlert message={errors.questions} />
        <Button
          variant="outline"
          disabled={values.questions.length >= PULSE_LIMITS.questions}
          onClick={() => setQuestions((questions) => [...questions, { id: newQuestionId(), text: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'pulse.form.add', defaultMessage: 'Add a question' })}
        </Button>
      </fieldset>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          className="sm:w-auto"
          isPending={isPending}
          busyLabel={t({ id: 'pulse.form.saving', defaultMessage: 'Saving…' })}
        >
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t({ id: 'pulse.form.cancel', defaultMessage: 'Cancel' })}
          </Button>
        )}
      </div>
    </form>
  );
}
