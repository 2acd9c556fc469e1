import type { PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useUpdatePulseSurvey } from '../api/update-pulse-survey';
import { SurveyForm } from './survey-form';

/**
 * A survey's questions edited: the open round takes them while nobody has answered it; once someone has, they are
 * asked from the next round (the answers given stay with the questions they answered).
 */
export function SurveyEditor({ survey, onDone }: { survey: PulseSurveyView; onDone: () => void }) {
  const t = useT();
  const update = useUpdatePulseSurvey(survey.id);
  return (
    <SectionCard
      title={t({ id: 'pulse.editor.title', defaultMessage: 'Edit questions' })}
      aside={
        survey.currentRound.answerCount > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({
              id: 'pulse.editor.nextRound',
              defaultMessage: 'This round already has answers: your changes are asked from the next round.',
            })}
          </p>
        ) : undefined
      }
    >
      <SurveyForm
        initial={{ teamName: survey.teamName, questions: survey.questions }}
        submitLabel={t({ id: 'pulse.editor.save', defaultMessage: 'Save questions' })}
        isPending={update.isPending}
        onCancel={onDone}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          toast.success(t({ id: 'pulse.editor.saved', defaultMessage: 'Questions saved' }));
          onDone();
        }}
      />
    </SectionCard>
  );
}
