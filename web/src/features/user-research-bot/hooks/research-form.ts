import type { Interview, Question, Quote } from '@core/tools/user-research-bot/research-plan';
import { researchPlanDataSchema, type ResearchPlanData } from '@core/tools/user-research-bot/research-plans';
import { issuesById, type FieldIssues } from '@/lib/tool-documents/issues-by-id';

/** A new plan: no idea, no questions, no interviews yet. */
export const NEW_PLAN: ResearchPlanData = { idea: null, questions: [], interviews: [], quotes: [], insights: { text: '', aiDraft: false } };

export const newQuestion = (id: string, text = ''): Question => ({ id, text, aiDraft: false });

/** A new interview, on `today` unless the founder changes it. */
export const newInterview = (id: string, today: string): Interview => ({ id, who: '', when: today, notes: '' });

export const newQuote = (id: string, interviewId: string, text: string): Quote => ({ id, interviewId, text, tags: [] });

export type CheckedPlan = { data: ResearchPlanData | null; issues: FieldIssues };

/** The plan checked by core's schema: its data, or each problem's message under its field (list items by id). */
export function checkPlan(plan: ResearchPlanData): CheckedPlan {
  const result = researchPlanDataSchema.safeParse(plan);
  return result.success
    ? { data: result.data, issues: {} }
    : { data: null, issues: issuesById(result.error.issues, { questions: plan.questions, interviews: plan.interviews, quotes: plan.quotes }) };
}
