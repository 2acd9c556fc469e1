import { describe, expect, it } from 'vitest';
import { insightsWithDraft, quotesForInsights, withDraftedQuestions } from './ai-research';
import type { Question, Quote } from './research-plan';

const ids = () => {
  let next = 0;
  return () => `new-${++next}`;
};
const own = (id: string, text: string): Question => ({ id, text, aiDraft: false });

describe('withDraftedQuestions', () => {
  it('adds each line as a question after the founder’s own, marked AI draft, leaving out those already asked', () => {
    const answer =
      '1. Tell me about the last time you baked bread.\n- What did it cost you?\n\nwhat was hard about it?';
    expect(withDraftedQuestions([own('a', 'What was hard about it?')], answer, ids())).toEqual([
      own('a', 'What was hard about it?'),
      { id: 'new-1', text: 'Tell me about the last time you baked bread.', aiDraft: true },
      { id: 'new-2', text: 'What did it cost you?', aiDraft: true },
    ]);
  });

  it('adds a question the answer repeats once', () => {
    const answer = 'What did it cost you?\n2. what did it cost you?\nWho else was there?';
    expect(withDraftedQuestions([], answer, ids())).toEqual([
      { id: 'new-1', text: 'What did it cost you?', aiDraft: true },
      { id: 'new-2', text: 'Who else was there?', aiDraft: true },
    ]);
  });

  it('adds no more than the guide’s 40 questions, each at most 500 characters', () => {
    // 38 own + room for 2 of the 3 lines = 40.
    const guide = Array.from({ length: 38 }, (_, index) => own(String(index), `Own ${index}`));
    const added = withDraftedQuestions(guide, `${'q'.repeat(510)}\nSecond\nThird`, ids()).slice(38);
    expect(added.map((question) => question.text.length)).toEqual([500, 6]);
  });
});

describe('quotesForInsights', () => {
  it('sends each quote with its tags, untagged as an empty tag', () => {
    const quotes: Quote[] = [
      { id: 'q1', interviewId: 'i1', text: 'Too dear', tags: ['price', 'churn'] },
      { id: 'q2', interviewId: 'i1', text: 'Loved it', tags: [] },
    ];
    expect(quotesForInsights(quotes)).toEqual([
      { tag: 'price, churn', text: 'Too dear' },
      { tag: '', text: 'Loved it' },
    ]);
  });

  it('sends at most the 200 quotes one request takes', () => {
    const quotes = Array.from({ length: 201 }, (_, index): Quote => ({
      id: `q${index}`,
      interviewId: 'i1',
      text: `Quote ${index}`,
      tags: [],
    }));
    expect(quotesForInsights(quotes).at(-1)).toEqual({ tag: '', text: 'Quote 199' });
  });
});

describe('insightsWithDraft', () => {
  it('puts the summary in place of empty insights or of an earlier draft', () => {
    expect(insightsWithDraft({ text: '  ', aiDraft: false }, 'Price worries most.\n')).toEqual({
      text: 'Price worries most.',
      aiDraft: true,
    });
    expect(insightsWithDraft({ text: 'Old draft', aiDraft: true }, 'New draft')).toEqual({
      text: 'New draft',
      aiDraft: true,
    });
  });

  it('adds it below what the founder wrote', () => {
    expect(insightsWithDraft({ text: 'My notes', aiDraft: false }, 'Price worries most.')).toEqual({
      text: 'My notes\n\nPrice worries most.',
      aiDraft: true,
    });
  });
});
