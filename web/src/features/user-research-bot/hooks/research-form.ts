import type { Interview, Question, Quote } from '@core/tools/user-research-bot/research-plan';
import { researchPlanDataSchema, type ResearchPlanData } from '@core/tools/user-research-bot/research-plans';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** A new plan: no idea, no questions, no interviews yet. */
export const NEW_PLAN: ResearchPlanData = {
  idea: null,
  questions: [],
  interviews: [],
  quotes: [],
  insights: { text: '', aiDraft: false },
};

export const newQuestion = (id: string, text = ''): Question => ({ id, text, aiDraft: false });

/** A new interview, on `today` unless the founder changes it. */
export const newInterview = (id: string, today: string): Interview => ({ id, who: '', when: today, notes: '' });

export const newQuote = (id: string, interviewId: string, text: string): Quote => ({ id, interviewId, text, tags: [] });

/** The plan checked by core's schema: its data, or each problem's message under its field (list items by id). */
export const checkPlan = (plan: ResearchPlanData) =>
  checkedBy(researchPlanDataSchema, plan, {
    questions: plan.questions,
    interviews: plan.interviews,
    quotes: plan.quotes,
  });
