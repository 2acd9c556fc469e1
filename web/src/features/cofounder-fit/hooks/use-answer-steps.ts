import { COMPATIBILITY_QUESTIONS, type RatingValue } from '@core/tools/cofounder-fit/cofounder-assessment';
import { useState } from 'react';

/** Steps through the questions in order: each answer advances, the last hands every answer to `onComplete`. */
export function useAnswerSteps(onComplete: (answers: RatingValue[]) => void) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<RatingValue[]>([]);

  const answer = (rating: RatingValue) => {
    const next = [...answers.slice(0, index), rating];
    setAnswers(next);
    if (index + 1 < COMPATIBILITY_QUESTIONS.length) setIndex(index + 1);
    else onComplete(next);
  };

  const reset = () => {
    setIndex(0);
    setAnswers([]);
  };

  return { index, answers, answer, reset };
}
