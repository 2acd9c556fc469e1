import { describe, expect, it } from 'vitest';
import { compareAssessments, ratingLabel } from './assessment-comparison';

const all = (rating: number) => Array<number>(10).fill(rating);

describe('compareAssessments', () => {
  it('scores each side: all 5s are 100 % Excellent, all 3s 60 % Fair, category by category', () => {
    const { inviter, cofounder } = compareAssessments(all(5), all(3));
    expect([inviter.totalScore, inviter.compatibility, inviter.categoryPercents.Trust]).toEqual([
      100,
      'Excellent',
      100,
    ]);
    expect([cofounder.totalScore, cofounder.compatibility, cofounder.categoryPercents.Trust]).toEqual([60, 'Fair', 60]);
  });

  it('calls answers 2 or more points apart talking points, either way round, and 1 apart not', () => {
    const { questions } = compareAssessments([5, 4, 1, 3, 3, 3, 3, 3, 3, 3], [3, 5, 5, 3, 3, 3, 3, 3, 3, 3]);
    expect(questions.slice(0, 4).map(({ difference, isTalkingPoint }) => [difference, isTalkingPoint])).toEqual([
      [2, true],
      [1, false],
      [4, true],
      [0, false],
    ]);
    expect(questions.map((question) => question.questionId).slice(0, 2)).toEqual(['vision', 'work-style']);
  });
});

it('names each rating as its button does', () => {
  expect([5, 4, 3, 2, 1].map(ratingLabel)).toEqual([
    'Strongly Agree',
    'Agree',
    'Neutral',
    'Disagree',
    'Strongly Disagree',
  ]);
});
