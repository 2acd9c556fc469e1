import type { AssessmentComparison, ComparisonSide } from './assessment-contracts';
import {
  COMPATIBILITY_CATEGORIES,
  COMPATIBILITY_QUESTIONS,
  RATING_SCALE,
  scoreAssessment,
  toPercent,
} from './cofounder-assessment';

/** Answers this many points apart (or more) are worth talking about. */
const TALKING_POINT_GAP = 2;

/** The rating's words ('Agree'), as on the rating buttons. */
export const ratingLabel = (value: number) =>
  RATING_SCALE.find((rating) => rating.value === value)?.label ?? String(value);

function sideOf(answers: readonly number[]): ComparisonSide {
  const { totalScore, compatibility, categoryScores } = scoreAssessment(answers);
  const categoryPercents = Object.fromEntries(
    COMPATIBILITY_CATEGORIES.map((category) => [
      category,
      toPercent(categoryScores[category].score, categoryScores[category].maxScore),
    ]),
  ) as ComparisonSide['categoryPercents'];
  return { totalScore, compatibility, categoryPercents };
}

/** Two full sets of answers side by side: both scores, and each question's two answers and how far apart they are. */
export function compareAssessments(
  inviterAnswers: readonly number[],
  cofounderAnswers: readonly number[],
): AssessmentComparison {
  return {
    inviter: sideOf(inviterAnswers),
    cofounder: sideOf(cofounderAnswers),
    questions: COMPATIBILITY_QUESTIONS.map((question, index) => {
      const inviterAnswer = inviterAnswers[index] ?? 0;
      const cofounderAnswer = cofounderAnswers[index] ?? 0;
      const difference = Math.abs(inviterAnswer - cofounderAnswer);
      return {
        questionId: question.id,
        inviterAnswer,
        cofounderAnswer,
        difference,
        isTalkingPoint: difference >= TALKING_POINT_GAP,
      };
    }),
  };
}
