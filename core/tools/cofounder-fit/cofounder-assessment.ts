import { say } from '../../i18n/say';
import { z } from '../../zod';

/** The ten areas of the co-founder fit questionnaire, in the order they are asked (spec §9). */
export const COMPATIBILITY_CATEGORIES = [
  'Vision',
  'Work Style',
  'Skills',
  'Communication',
  'Trust',
  'Commitment',
  'Conflict Resolution',
  'Risk Appetite',
  'Financial',
  'Respect',
] as const;
export type CompatibilityCategory = (typeof COMPATIBILITY_CATEGORIES)[number];

export type CompatibilityQuestion = { id: string; text: string; category: CompatibilityCategory; weight: number };

/** One agree/disagree statement per category; weights 7–10 say how much each matters to the total. */
export const COMPATIBILITY_QUESTIONS: readonly CompatibilityQuestion[] = [
  {
    id: 'vision',
    text: 'My co-founder and I want to build the same kind of company, and agree on where it should be in five years.',
    category: 'Vision',
    weight: 10,
  },
  {
    id: 'work-style',
    text: 'Our working hours, pace and ways of planning fit together without constant friction.',
    category: 'Work Style',
    weight: 7,
  },
  {
    id: 'skills',
    text: 'Our skills complement each other, and together we cover building the product and selling it.',
    category: 'Skills',
    weight: 8,
  },
  {
    id: 'communication',
    text: 'I can raise a difficult topic with my co-founder early, and we talk it through openly.',
    category: 'Communication',
    weight: 9,
  },
  {
    id: 'trust',
    text: 'I trust my co-founder to keep commitments and to act in the interest of the company when I am not in the room.',
    category: 'Trust',
    weight: 10,
  },
  {
    id: 'commitment',
    text: 'We are both ready to give this company the same level of time and dedication for the next several years.',
    category: 'Commitment',
    weight: 9,
  },
  {
    id: 'conflict-resolution',
    text: 'When we disagree, we settle it with arguments and data, and move on without lingering resentment.',
    category: 'Conflict Resolution',
    weight: 8,
  },
  {
    id: 'risk-appetite',
    text: 'We are comfortable with the same level of risk: how much to bet, how fast to grow, and when to raise money.',
    category: 'Risk Appetite',
    weight: 7,
  },
  {
    id: 'financial',
    text: 'We have talked openly about salaries, personal savings and runway, and our financial needs are compatible.',
    category: 'Financial',
    weight: 8,
  },
  {
    id: 'respect',
    text: "I respect my co-founder's judgement, even in areas where I would have decided differently.",
    category: 'Respect',
    weight: 9,
  },
];

/** The five answers, highest first, as shown on the rating buttons. */
export const RATING_SCALE = [
  { value: 5, label: 'Strongly Agree' },
  { value: 4, label: 'Agree' },
  { value: 3, label: 'Neutral' },
  { value: 2, label: 'Disagree' },
  { value: 1, label: 'Strongly Disagree' },
] as const;
export type RatingValue = (typeof RATING_SCALE)[number]['value'];

const MAX_RATING = 5;

/** A full set of answers, one rating 1–5 per question in question order (for saving a result later). */
const ratingMessage = say(
  {
    id: 'core.tools.cofounderFit.ratingOutOfRange',
    defaultMessage: 'Each answer must be a whole number from {min} to {max}.',
  },
  { min: 1, max: MAX_RATING },
);
export const assessmentAnswersSchema = z
  .array(
    z
      .number({ error: ratingMessage })
      .check(z.int(ratingMessage), z.gte(1, ratingMessage), z.lte(MAX_RATING, ratingMessage)),
    {
      error: say({
        id: 'core.tools.cofounderFit.answersNotList',
        defaultMessage: 'The answers must be a list of ratings, one per question.',
      }),
    },
  )
  .check(
    z.length(
      COMPATIBILITY_QUESTIONS.length,
      say(
        { id: 'core.tools.cofounderFit.answerAll', defaultMessage: 'Answer all {count} questions.' },
        { count: COMPATIBILITY_QUESTIONS.length },
      ),
    ),
  );
export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;

export type Compatibility = 'Excellent' | 'Good' | 'Fair' | 'Poor';

/** Bands on the total percent: ≥ 80 Excellent, 65–79 Good, 50–64 Fair, below 50 Poor. */
export function getCompatibilityBand(percent: number): Compatibility {
  if (percent >= 80) return 'Excellent';
  if (percent >= 65) return 'Good';
  if (percent >= 50) return 'Fair';
  return 'Poor';
}

/** Three next steps per band (spec §9). */
export const RECOMMENDATIONS: Record<Compatibility, readonly [string, string, string]> = {
  Excellent: [
    'Move forward with confidence: you are well aligned on the things that matter most.',
    'Formalize your roles, responsibilities and equity split in a written founders’ agreement.',
    'Keep communication open with regular check-ins, so small issues never grow into big ones.',
  ],
  Good: [
    'Discuss the areas where your answers were weaker and agree on how to address each concern.',
    'Try a short trial project together before fully committing to the partnership.',
    'Set clear communication protocols: how often you meet, how decisions are made and how disagreements are raised.',
  ],
  Fair: [
    'Have serious discussions about your differences in vision, commitment and expectations before going further.',
    'Bring in a neutral advisor or mentor to help you work through the areas where you disagree.',
    'Consider alternative structures, such as an advisory role, a part-time arrangement or longer vesting.',
  ],
  Poor: [
    'Reconsider this partnership: the gaps in your answers point to fundamental misalignment.',
    'Seek professional guidance, from a mentor or a co-founder coach, before making any commitment.',
    'Explore other potential co-founders whose goals and working style better match your own.',
  ],
};

export type CategoryScore = { score: number; maxScore: number };

export type AssessmentResult = {
  /** The total as a whole percent. */
  totalScore: number;
  categoryScores: Record<CompatibilityCategory, CategoryScore>;
  compatibility: Compatibility;
};

/** score / max × 100, rounded to a whole percent; 0 when nothing counts yet. */
export function toPercent(score: number, maxScore: number): number {
  return maxScore === 0 ? 0 : Math.round((score / maxScore) * 100);
}

/**
 * Scores answers given in question order: each answer adds answer × weight against a maximum of
 * 5 × weight, overall and for its question's category. Unanswered questions count for neither.
 */
export function scoreAssessment(answers: readonly (number | undefined)[]): AssessmentResult {
  const categoryScores = Object.fromEntries(
    COMPATIBILITY_CATEGORIES.map((category) => [category, { score: 0, maxScore: 0 }]),
  ) as Record<CompatibilityCategory, CategoryScore>;
  let total = 0;
  let max = 0;
  COMPATIBILITY_QUESTIONS.forEach((question, index) => {
    const answer = answers[index];
    if (answer === undefined) return;
    const entry = categoryScores[question.category];
    entry.score += answer * question.weight;
    entry.maxScore += MAX_RATING * question.weight;
    total += answer * question.weight;
    max += MAX_RATING * question.weight;
  });
  const totalScore = toPercent(total, max);
  return { totalScore, categoryScores, compatibility: getCompatibilityBand(totalScore) };
}
