import {
  COMPATIBILITY_QUESTIONS,
  scoreAssessment,
  type AssessmentResult,
} from '@core/tools/cofounder-fit/cofounder-assessment';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useSaveAssessment } from '../api/save-assessment';
import { useAnswerSteps } from '../hooks/use-answer-steps';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentQuestion } from './assessment-question';
import { AssessmentResults } from './assessment-results';
import { CofounderInvites } from './cofounder-invites';
import { PastAssessment } from './past-assessment';
import { PastResults } from './past-results';
import { SaveStatus } from './save-status';

type View =
  | { name: 'intro' }
  | { name: 'questions' }
  | { name: 'results'; result: AssessmentResult }
  | { name: 'past'; id: string };

/**
 * The /tool/cofounder-fit page: intro (with the user's past results) → ten questions (each answer advances, the
 * last scores and saves) → results, where a saved result can be compared with an invited co-founder's answers.
 */
export function CofounderFitAssessment() {
  const t = useT();
  const [view, setView] = useState<View>({ name: 'intro' });
  const [hasLeftIntro, setHasLeftIntro] = useState(false);
  // Back at the intro, the page's heading takes focus (not on arrival).
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view.name, view.name === 'intro' && hasLeftIntro);
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

  return (
    <ToolPage
      toolId="cofounder-fit"
      description={t(
        {
          id: 'cofounderFit.intro.summary',
          defaultMessage:
            'Answer {count} questions about you and your co-founder to see how well you fit, area by area, with recommendations for your next steps.',
        },
        { count: COMPATIBILITY_QUESTIONS.length },
      )}
      headingRef={headingRef}
      width="3xl"
    >
      {view.name === 'questions' && <AssessmentQuestion index={steps.index} onAnswer={steps.answer} hasPageHeading />}
      {view.name === 'past' && <PastAssessment id={view.id} onRestart={restart} onHome={home} />}
      {view.name === 'results' && (
        <AssessmentResults
          result={view.result}
          onRestart={restart}
          onHome={home}
          status={<SaveStatus status={save.status} error={save.error} onRetry={() => save.mutate(steps.answers)} />}
        >
          {save.data && <CofounderInvites assessmentId={save.data.id} />}
        </AssessmentResults>
      )}
      {view.name === 'intro' && (
        <>
          <AssessmentIntro onStart={start} />
          <PastResults onOpen={(id) => show({ name: 'past', id })} />
        </>
      )}
    </ToolPage>
  );
}
