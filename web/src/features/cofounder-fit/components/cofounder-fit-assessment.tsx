import { scoreAssessment, type AssessmentResult } from '@core/tools/cofounder-fit/cofounder-assessment';
import { useState } from 'react';
import { useSaveAssessment } from '../api/save-assessment';
import { useAnswerSteps } from '../hooks/use-answer-steps';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentQuestion } from './assessment-question';
import { AssessmentResults } from './assessment-results';
import { CofounderInvites } from './cofounder-invites';
import { PastAssessment } from './past-assessment';
import { PastResults } from './past-results';
import { SaveStatus } from './save-status';

type View = { name: 'intro' } | { name: 'questions' } | { name: 'results'; result: AssessmentResult } | { name: 'past'; id: string };

/**
 * The /tool/cofounder-fit page: intro (with the user's past results) → ten questions (each answer advances, the
 * last scores and saves) → results, where a saved result can be compared with an invited co-founder's answers.
 */
export function CofounderFitAssessment() {
  const [view, setView] = useState<View>({ name: 'intro' });
  const [hasLeftIntro, setHasLeftIntro] = useState(false);
  const save = useSaveAssessment();
  const steps = useAnswerSteps((answers) => {
    setView({ name: 'results', result: scoreAssessment(answers) });
    save.mutate(answers);
  });

  const show = (next: View) => {
    setHasLeftIntro(true);
    setView(next);
  };
  const start = () => {
    steps.reset();
    save.reset();
    show({ name: 'questions' });
  };
  const restart = () => {
    steps.reset();
    save.reset();
    show({ name: 'intro' });
  };
  const home = () => show({ name: 'intro' });

  if (view.name === 'questions') return <AssessmentQuestion index={steps.index} onAnswer={steps.answer} />;
  if (view.name === 'past') return <PastAssessment id={view.id} onRestart={restart} onHome={home} />;
  if (view.name === 'results') {
    return (
      <AssessmentResults
        result={view.result}
        onRestart={restart}
        onHome={home}
        status={<SaveStatus status={save.status} error={save.error} onRetry={() => save.mutate(steps.answers)} />}
      >
        {save.data && <CofounderInvites assessmentId={save.data.id} />}
      </AssessmentResults>
    );
  }
  return (
    <div className="space-y-6">
      <AssessmentIntro onStart={start} shouldFocusHeading={hasLeftIntro} />
      <PastResults onOpen={(id) => show({ name: 'past', id })} />
    </div>
  );
}
