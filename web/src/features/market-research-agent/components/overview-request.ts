import { AI_DRAFT_LIMITS, aiDraftRequestSchema, type AiDraftRequest } from '@core/ai/ai-drafts';
import type { MarketForm } from '../hooks/market-form';
import type { AssumptionLabels } from './use-assumption-labels';

/** What 'Draft market overview' asks for, or, while it cannot be asked, the message for the market's name field. */
export type OverviewRequest =
  | { request: AiDraftRequest; nameIssue: null }
  | { request: null; nameIssue: string | null };

/**
 * What the founder wrote that the AI should start from: each assumption they noted a source for ('Potential
 * customers: 2000000 (Census 2025)'), then their overview so far; cut to what a draft request takes.
 */
export function overviewNotesOf(form: MarketForm, labels: AssumptionLabels): string {
  const noted = [
    ...labels.topDown.map(([key, label]) => [label, form.topDown[key]] as const),
    ...labels.bottomUp.map(([key, label]) => [label, form.bottomUp[key]] as const),
  ]
    .filter(([, { note }]) => note.trim() !== '')
    .map(([label, { value, note }]) => `${label}: ${value.trim()} (${note.trim()})`);
  return [...noted, form.overview.text.trim()]
    .filter((line) => line !== '')
    .join('\n')
    .slice(0, AI_DRAFT_LIMITS.longText);
}

/** The market-overview draft of the market named `name` (the document's name), checked by the draft contract. */
export function overviewRequestOf(name: string, form: MarketForm, labels: AssumptionLabels): OverviewRequest {
  const checked = aiDraftRequestSchema.safeParse({
    task: 'market-overview',
    input: { market: name, notes: overviewNotesOf(form, labels) },
  });
  if (checked.success) return { request: checked.data, nameIssue: null };
  return {
    request: null,
    nameIssue: checked.error.issues.find((issue) => issue.path.join('.') === 'input.market')?.message ?? null,
  };
}
