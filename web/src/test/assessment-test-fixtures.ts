import type {
  AssessmentComparison,
  AssessmentInviteView,
  SavedAssessment,
} from '@core/tools/cofounder-fit/assessment-contracts';

/**
 * Test fixtures for the co-founder fit components (not app code): the API's answers written out by hand, so the
 * component tests do not lean on the scoring code they would be checking. The question weights are
 * 10 7 8 9 10 9 8 7 8 9 (Vision … Respect); a category's score is its answer × its weight.
 */

export const RESULT_ID = '11111111-1111-4111-8111-111111111111';
export const TOKEN = 'T'.repeat(43);
/** A moment in the test machine's own time zone (dates are shown in local time): month 1–12. */
export const localIso = (year: number, month: number, day: number, hours: number, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

/** A saved result as the API answers it: all 4s, 340 of 425 points = 80 % Excellent. */
export function savedAssessment(overrides: Partial<SavedAssessment> = {}): SavedAssessment {
  return {
    id: RESULT_ID,
    totalScore: 80,
    compatibility: 'Excellent',
    createdAt: localIso(2026, 11, 20, 12),
    answers: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    result: {
      totalScore: 80,
      compatibility: 'Excellent',
      categoryScores: {
        Vision: { score: 40, maxScore: 50 },
        'Work Style': { score: 28, maxScore: 35 },
        Skills: { score: 32, maxScore: 40 },
        Communication: { score: 36, maxScore: 45 },
        Trust: { score: 40, maxScore: 50 },
        Commitment: { score: 36, maxScore: 45 },
        'Conflict Resolution': { score: 32, maxScore: 40 },
        'Risk Appetite': { score: 28, maxScore: 35 },
        Financial: { score: 32, maxScore: 40 },
        Respect: { score: 36, maxScore: 45 },
      },
    },
    invites: [],
    ...overrides,
  };
}

/**
 * Ada's answers 5 4 3 2 1 5 4 3 2 1 (253 of 425 = 60 % Fair) beside Grace's 5 2 3 4 1 5 5 5 5 3 (321 of 425 =
 * 76 % Good); one question per category, so a category's percent is the answer × 20. Five are 2+ points apart.
 */
export const comparison: AssessmentComparison = {
  inviter: {
    totalScore: 60,
    compatibility: 'Fair',
    categoryPercents: {
      Vision: 100,
      'Work Style': 80,
      Skills: 60,
      Communication: 40,
      Trust: 20,
      Commitment: 100,
      'Conflict Resolution': 80,
      'Risk Appetite': 60,
      Financial: 40,
      Respect: 20,
    },
  },
  cofounder: {
    totalScore: 76,
    compatibility: 'Good',
    categoryPercents: {
      Vision: 100,
      'Work Style': 40,
      Skills: 60,
      Communication: 80,
      Trust: 20,
      Commitment: 100,
      'Conflict Resolution': 100,
      'Risk Appetite': 100,
      Financial: 100,
      Respect: 60,
    },
  },
  questions: [
    { questionId: 'vision', inviterAnswer: 5, cofounderAnswer: 5, difference: 0, isTalkingPoint: false },
    { questionId: 'work-style', inviterAnswer: 4, cofounderAnswer: 2, difference: 2, isTalkingPoint: true },
    { questionId: 'skills', inviterAnswer: 3, cofounderAnswer: 3, difference: 0, isTalkingPoint: false },
    { questionId: 'communication', inviterAnswer: 2, cofounderAnswer: 4, difference: 2, isTalkingPoint: true },
    { questionId: 'trust', inviterAnswer: 1, cofounderAnswer: 1, difference: 0, isTalkingPoint: false },
    { questionId: 'commitment', inviterAnswer: 5, cofounderAnswer: 5, difference: 0, isTalkingPoint: false },
    { questionId: 'conflict-resolution', inviterAnswer: 4, cofounderAnswer: 5, difference: 1, isTalkingPoint: false },
    { questionId: 'risk-appetite', inviterAnswer: 3, cofounderAnswer: 5, difference: 2, isTalkingPoint: true },
    { questionId: 'financial', inviterAnswer: 2, cofounderAnswer: 5, difference: 3, isTalkingPoint: true },
    { questionId: 'respect', inviterAnswer: 1, cofounderAnswer: 3, difference: 2, isTalkingPoint: true },
  ],
};

export const invite = (overrides: Partial<AssessmentInviteView> = {}): AssessmentInviteView => ({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'grace@example.com',
  status: 'waiting',
  createdAt: '2026-11-20T12:05:00.000Z',
  expiresAt: '2026-12-20T12:05:00.000Z',
  comparison: null,
  ...overrides,
});
