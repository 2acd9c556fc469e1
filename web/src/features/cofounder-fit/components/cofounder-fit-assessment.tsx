import {
  COMPATIBILITY_QUESTIONS,
  scoreAssessment,
  type AssessmentResult,
  type RatingValue,
} from '@core/tools/cofounder-assessment';
import { useState } from 'react';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentQuestion } from './assessment-question';
import { AssessmentResults } from './assessment-results';

type View = 'intro' | 'questions' | 'results';

/** The /tool/cofounder-fit page: intro → ten questions (each answer advances, the last scores) → results. */
export function CofounderFitAssessment() {
  const [view, setView] = useState<View>('intro');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<RatingValue[]>([]);
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const [hasLeftIntro, setHasLeftIntro] = useState(false);

  const start = () => {
    setIndex(0);
    setAnswers([]);
    setResult(null);
    setHasLeftIntro(true);
    setView('questions');
  };

  const answer = (rating: RatingValue) => {
    const next = [...answers.slice(0, index), rating];
    setAnswers(next);
    if (index + 1 < COMPATIBILITY_QUESTIONS.length) {
      setIndex(index + 1);
      return;
    }
    setResult(scoreAssessment(next));
    setView('results');
  };

  const restart = () => {
    setIndex(0);
    setAnswers([]);
    setResult(null);
    setView('intro');
  };

  if (view === 'questions') return <AssessmentQuestion index={index} onAnswer={answer} />;
  if (view === 'results' && result) {
    return <AssessmentResults result={result} onRestart={restart} onHome={() => setView('intro')} />;
  }
  return <AssessmentIntro onStart={start} shouldFocusHeading={hasLeftIntro} />;
}
