import { describe, expect, it } from 'vitest';
import {
  assessmentAnswersSchema,
  COMPATIBILITY_CATEGORIES,
  COMPATIBILITY_QUESTIONS,
  getCompatibilityBand,
  RATING_SCALE,
  RECOMMENDATIONS,
  scoreAssessment,
  toPercent,
} from './cofounder-assessment';

const all = (rating: number) => COMPATIBILITY_QUESTIONS.map(() => rating);
const percents = (answers: number[]) => {
  const { categoryScores } = scoreAssessment(answers);
  return COMPATIBILITY_CATEGORIES.map((category) =>
    toPercent(categoryScores[category].score, categoryScores[category].maxScore),
  );
};

describe('the questionnaire', () => {
  it('asks ten questions, one per category, in the spec order', () => {
    expect(COMPATIBILITY_QUESTIONS.map((question) => question.category)).toEqual([
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
    ]);
    expect(new Set(COMPATIBILITY_QUESTIONS.map((question) => question.id)).size).toBe(10);
  });

  it('weighs every question between 7 and 10', () => {
    for (const question of COMPATIBILITY_QUESTIONS) {
      expect(Number.isInteger(question.weight)).toBe(true);
      expect(question.weight).toBeGreaterThanOrEqual(7);
      expect(question.weight).toBeLessThanOrEqual(10);
      expect(question.text.length).toBeGreaterThan(20);
    }
  });

  it('rates from 5 Strongly Agree down to 1 Strongly Disagree', () => {
    expect(RATING_SCALE.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '5 Strongly Agree',
      '4 Agree',
      '3 Neutral',
      '2 Disagree',
      '1 Strongly Disagree',
    ]);
  });
});

describe('scoreAssessment', () => {
  it('gives 100 % Excellent for all 5s, every category full', () => {
    const result = scoreAssessment(all(5));
    expect(result.totalScore).toBe(100);
    expect(result.compatibility).toBe('Excellent');
    expect(result.categoryScores.Vision).toEqual({ score: 50, maxScore: 50 });
    expect(percents(all(5))).toEqual(all(100));
  });

  it('gives 20 % Poor for all 1s', () => {
    const result = scoreAssessment(all(1));
    expect(result.totalScore).toBe(20);
    expect(result.compatibility).toBe('Poor');
    expect(percents(all(1))).toEqual(all(20));
  });

  it('gives 80 % Excellent for all 4s and 60 % Fair for all 3s', () => {
    expect(scoreAssessment(all(4))).toMatchObject({ totalScore: 80, compatibility: 'Excellent' });
    expect(scoreAssessment(all(3))).toMatchObject({ totalScore: 60, compatibility: 'Fair' });
  });

  it('adds answer × weight against 5 × weight per category', () => {
    const answers = [5, 4, 3, 2, 1, 5, 4, 3, 2, 1];
    const { categoryScores } = scoreAssessment(answers);
    COMPATIBILITY_QUESTIONS.forEach((question, index) => {
      const answer = answers[index] ?? 0;
      expect(categoryScores[question.category]).toEqual({
        score: answer * question.weight,
        maxScore: 5 * question.weight,
      });
    });
    expect(percents(answers)).toEqual([100, 80, 60, 40, 20, 100, 80, 60, 40, 20]);
  });

  it('weighs the total: the sum of answer × weight over the sum of 5 × weight', () => {
    // Weights 10, 7, 8, 9, 10, 9, 8, 7, 8, 9: 5×10 + 4×7 + 3×8 + 2×9 + 1×10 + 5×9 + 4×8 + 3×7 + 2×8 + 1×9 = 253 of 425 = 59.5 %.
    expect(scoreAssessment([5, 4, 3, 2, 1, 5, 4, 3, 2, 1])).toMatchObject({ totalScore: 60, compatibility: 'Fair' });
    // Reversed: 1×10 + 2×7 + 3×8 + 4×9 + 5×10 + 1×9 + 2×8 + 3×7 + 4×8 + 5×9 = 257 of 425 = 60.5 %.
    expect(scoreAssessment([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]).totalScore).toBe(60);
  });

  it('rounds the total percent to the nearest whole number', () => {
    // Weights add up to 85, so the maximum is 425: 350 / 425 = 82.35 % and 347 / 425 = 81.65 %.
    expect(COMPATIBILITY_QUESTIONS.reduce((sum, question) => sum + question.weight, 0)).toBe(85);
    expect(scoreAssessment([5, 4, 4, 4, 4, 4, 4, 4, 4, 4]).totalScore).toBe(82);
    expect(scoreAssessment([4, 5, 4, 4, 4, 4, 4, 4, 4, 4]).totalScore).toBe(82);
    expect(toPercent(1, 3)).toBe(33);
    expect(toPercent(2, 3)).toBe(67);
    expect(toPercent(0, 0)).toBe(0);
  });

  it('counts only the questions answered so far', () => {
    const result = scoreAssessment([5, 1]);
    expect(result.categoryScores.Vision).toEqual({ score: 50, maxScore: 50 });
    expect(result.categoryScores['Work Style']).toEqual({ score: 7, maxScore: 35 });
    expect(result.categoryScores.Respect).toEqual({ score: 0, maxScore: 0 });
    expect(result.totalScore).toBe(Math.round((57 / 85) * 100));
    expect(scoreAssessment([])).toMatchObject({ totalScore: 0, compatibility: 'Poor' });
  });
});

describe('getCompatibilityBand', () => {
  it('puts each edge in the higher band', () => {
    expect([49, 50, 64, 65, 79, 80].map(getCompatibilityBand)).toEqual([
      'Poor',
      'Fair',
      'Fair',
      'Good',
      'Good',
      'Excellent',
    ]);
    expect([0, 100].map(getCompatibilityBand)).toEqual(['Poor', 'Excellent']);
  });

  it('has three recommendations per band', () => {
    for (const bullets of Object.values(RECOMMENDATIONS)) expect(bullets).toHaveLength(3);
    expect(RECOMMENDATIONS.Excellent[0]).toMatch(/move forward/i);
    expect(RECOMMENDATIONS.Good[1]).toMatch(/trial project/i);
    expect(RECOMMENDATIONS.Fair[1]).toMatch(/neutral advisor/i);
    expect(RECOMMENDATIONS.Poor[2]).toMatch(/other potential co-founders/i);
  });
});

describe('assessmentAnswersSchema', () => {
  it('accepts ten whole ratings from 1 to 5', () => {
    expect(assessmentAnswersSchema.safeParse(all(3)).success).toBe(true);
  });

  it.each([
    ['nine answers', all(3).slice(1)],
    ['eleven answers', [...all(3), 3]],
    ['a 0', [0, ...all(3).slice(1)]],
    ['a 6', [6, ...all(3).slice(1)]],
    ['a fraction', [2.5, ...all(3).slice(1)]],
    ['a string', ['3', ...all(3).slice(1)]],
  ])('rejects %s', (_, answers) => {
    expect(assessmentAnswersSchema.safeParse(answers).success).toBe(false);
  });
});
