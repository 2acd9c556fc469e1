import { describe, expect, it } from 'vitest';
import { z } from '../../zod';
import { pulseAnswerInputSchema, pulseSurveyInputSchema } from './pulse-survey';

const issuesOf = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('pulseSurveyInputSchema', () => {
  const question = { id: 'q1', text: ' I feel heard ' };

  it('trims the team name and questions', () => {
    expect(z.parse(pulseSurveyInputSchema, { teamName: ' Acme ', questions: [question] })).toEqual({
      teamName: 'Acme',
      questions: [{ id: 'q1', text: 'I feel heard' }],
    });
  });

  it('names what is missing', () => {
    expect(issuesOf(pulseSurveyInputSchema, { teamName: ' ', questions: [] })).toEqual([
      ['teamName', 'Name your company or team'],
      ['questions', 'Ask at least one question'],
    ]);
    expect(issuesOf(pulseSurveyInputSchema, { teamName: 'Acme', questions: [{ id: 'q1', text: '' }] })).toEqual([
      ['questions.0.text', 'Write the question, or remove it'],
    ]);
  });

  it('takes at most 12 questions, each key once', () => {
    const many = Array.from({ length: 13 }, (_, index) => ({ id: `q${index}`, text: 'Question' }));
    expect(issuesOf(pulseSurveyInputSchema, { teamName: 'Acme', questions: many })).toEqual([
      ['questions', 'At most 12 questions'],
    ]);
    expect(issuesOf(pulseSurveyInputSchema, { teamName: 'Acme', questions: [question, question] })).toEqual([
      ['questions', 'Each question once'],
    ]);
  });
});

describe('pulseAnswerInputSchema', () => {
  it('takes an eNPS score from 0 to 10 and agreements from 1 to 5', () => {
    expect(z.safeParse(pulseAnswerInputSchema, { enps: 0, agreements: { q1: 1, q2: 5 } }).success).toBe(true);
    expect(issuesOf(pulseAnswerInputSchema, { enps: 11, agreements: { q1: 0 } })).toEqual([
      ['enps', 'Choose a score from 0 to 10'],
      ['agreements.q1', 'Choose how much you agree'],
    ]);
    expect(issuesOf(pulseAnswerInputSchema, { enps: 7.5, agreements: {} })).toEqual([
      ['enps', 'Choose a score from 0 to 10'],
    ]);
  });
});
