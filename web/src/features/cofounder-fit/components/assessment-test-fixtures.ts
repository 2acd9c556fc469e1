import { compareAssessments } from '@core/tools/assessment-comparison';
import type { AssessmentInviteView, SavedAssessment } from '@core/tools/assessment-contracts';
import { scoreAssessment } from '@core/tools/cofounder-assessment';

/** Test fixtures for the co-founder fit components (not app code). */

export const RESULT_ID = '11111111-1111-4111-8111-111111111111';
export const TOKEN = 'T'.repeat(43);
export const all = (rating: number) => Array<number>(10).fill(rating);
/** A moment in the test machine's own time zone (dates are shown in local time): month 1–12. */
export const localIso = (year: number, month: number, day: number, hours: number, minutes = 0) => new Date(year, month - 1, day, hours, minutes).toISOString();

/** A saved result as the API answers it: all 4s (80 % Excellent) by default. */
export function savedAssessment(overrides: Partial<SavedAssessment> = {}): SavedAssessment {
  const answers = overrides.answers ?? all(4);
  const result = scoreAssessment(answers);
  return {
    id: RESULT_ID,
    totalScore: result.totalScore,
    compatibility: result.compatibility,
    createdAt: localIso(2026, 11, 20, 12),
    answers,
    result,
    invites: [],
    ...overrides,
  };
}

/** Ada's answers 5 4 3 2 1 5 4 3 2 1 (60 % Fair) beside Grace's 5 2 3 4 1 5 5 5 5 3 (76 % Good). */
export const comparison = compareAssessments([5, 4, 3, 2, 1, 5, 4, 3, 2, 1], [5, 2, 3, 4, 1, 5, 5, 5, 5, 3]);

export const invite = (overrides: Partial<AssessmentInviteView> = {}): AssessmentInviteView => ({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'grace@example.com',
  status: 'waiting',
  createdAt: '2026-11-20T12:05:00.000Z',
  expiresAt: '2026-12-20T12:05:00.000Z',
  comparison: null,
  ...overrides,
});
