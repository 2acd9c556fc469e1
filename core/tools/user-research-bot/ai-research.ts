import { answerLines } from '../../ai/ai-answers';
import { AI_DRAFT_LIMITS } from '../../ai/ai-drafts';
import { RESEARCH_LIMITS, type Question, type Quote } from './research-plan';
import type { ResearchPlanData } from './research-plans';

/**
 * The guide with the AI's questions (one a line) added after the founder's own, as many as it has room for, each
 * new (an id from `newId`), cut to a question's length and marked AI draft; a question already in the guide is
 * not added again, nor one the answer repeats.
 */
export function withDraftedQuestions(questions: readonly Question[], answer: string, newId: () => string): Question[] {
  const asked = new Set(questions.map((question) => question.text.trim().toLowerCase()));
  const drafted = answerLines(answer)
    .map((line) => line.slice(0, RESEARCH_LIMITS.question).trim())
    .filter((text) => {
      const key = text.toLowerCase();
      if (asked.has(key)) return false;
      asked.add(key);
      return true;
    });
  const room = Math.max(0, RESEARCH_LIMITS.questions - questions.length);
  return [...questions, ...drafted.slice(0, room).map((text): Question => ({ id: newId(), text, aiDraft: true }))];
}

/** The highlighted quotes as the AI reads them, each with its tags ('price, habit'), as many as one request takes. */
export const quotesForInsights = (quotes: readonly Quote[]) =>
  quotes
    .slice(0, AI_DRAFT_LIMITS.quotes)
    .map((quote) => ({ tag: quote.tags.join(', ').slice(0, AI_DRAFT_LIMITS.shortText), text: quote.text }));

/**
 * The insights with the AI's summary, marked AI draft: in place of an empty text or of an earlier draft not yet
 * edited; below what the founder wrote themselves, which is never lost.
 */
export function insightsWithDraft(
  insights: ResearchPlanData['insights'],
  summary: string,
): ResearchPlanData['insights'] {
  const own = insights.aiDraft ? '' : insights.text.trim();
  return {
    text: (own ? `${own}\n\n${summary.trim()}` : summary.trim()).slice(0, RESEARCH_LIMITS.insights),
    aiDraft: true,
  };
}
