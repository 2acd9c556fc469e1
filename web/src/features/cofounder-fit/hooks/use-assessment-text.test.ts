import {
  COMPATIBILITY_CATEGORIES,
  COMPATIBILITY_QUESTIONS,
  RATING_SCALE,
  RECOMMENDATIONS,
  type Compatibility,
} from '@core/tools/cofounder-fit/cofounder-assessment';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAskingMessages } from '@/test/message-probe';
import { useAssessmentText, type QuestionId } from './use-assessment-text';

const BANDS: readonly Compatibility[] = ['Excellent', 'Good', 'Fair', 'Poor'];

describe('useAssessmentText', () => {
  it('says, in English, every question, category, rating, band and recommendation exactly as core does', () => {
    const { result } = renderHook(() => useAssessmentText());
    const text = result.current;
    for (const question of COMPATIBILITY_QUESTIONS) expect(text.questionText(question.id)).toBe(question.text);
    for (const category of COMPATIBILITY_CATEGORIES) {
      expect(text.categoryName(category)).toBe(category);
      expect(text.questionCategory(category)).toBe(`Category: ${category}`);
    }
    for (const { value, label } of RATING_SCALE) expect(text.ratingLabel(value)).toBe(label);
    for (const band of BANDS) {
      expect(text.compatibilityName(band)).toBe(band);
      expect(text.recommendations(band)).toEqual([...RECOMMENDATIONS[band]]);
    }
    expect(text.percent(80)).toBe('80%');
  });

  it('knows exactly core’s question ids', () => {
    const ids: QuestionId[] = COMPATIBILITY_QUESTIONS.map((question) => question.id as QuestionId);
    const { result } = renderHook(() => useAssessmentText());
    // An id it does not know is said as it is; each of core's has a message of its own.
    expect(result.current.questionText('no-such-question')).toBe('no-such-question');
    expect(new Set(ids.map((id) => result.current.questionText(id))).size).toBe(COMPATIBILITY_QUESTIONS.length);
    expect(result.current.ratingLabel(0)).toBe('0');
  });

  it('has a message of its own, under cofounderFit, for every question, category, rating, band and recommendation', () => {
    // In a language with no messages loaded, each text asks for its own message (and falls back to English).
    const { result, idsOf } = renderHookAskingMessages(() => useAssessmentText());
    const text = result.current;

    const ids = [
      ...COMPATIBILITY_QUESTIONS.flatMap((question) => idsOf(() => text.questionText(question.id))),
      ...COMPATIBILITY_CATEGORIES.flatMap((category) => idsOf(() => text.categoryName(category))),
      ...RATING_SCALE.flatMap(({ value }) => idsOf(() => text.ratingLabel(value))),
      ...BANDS.flatMap((band) => [
        ...idsOf(() => text.compatibilityName(band)),
        ...idsOf(() => text.recommendations(band)),
      ]),
    ];
    expect(ids).toHaveLength(
      COMPATIBILITY_QUESTIONS.length + COMPATIBILITY_CATEGORIES.length + RATING_SCALE.length + BANDS.length * 4,
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^cofounderFit\.[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
  });
});
