import { insightsWithDraft, quotesForInsights } from '@core/tools/user-research-bot/ai-research';
import { useState } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { useT } from '@/lib/i18n/use-t';
import type { ResearchDocument } from '../hooks/use-research-document';

/**
 * 'Summarise insights' from the highlighted quotes and their tags: the AI's summary becomes the insights, marked
 * AI draft; what the founder wrote themselves stays, the summary below it.
 */
export function SummariseInsights({ research }: { research: ResearchDocument }) {
  const t = useT();
  const [told, setTold] = useState<string | null>(null);
  const { quotes, insights } = research.plan;
  const keepsOwn = !insights.aiDraft && insights.text.trim() !== '';
  return (
    <div className="space-y-2">
      <AiDraftAction
        label={t({ id: 'userResearchBot.ai.summarise', defaultMessage: 'Summarise insights' })}
        request={() => {
          setTold(
            quotes.length > 0
              ? null
              : t({
                  id: 'userResearchBot.ai.needQuotes',
                  defaultMessage: 'Highlight at least one quote in your interview notes first.',
                }),
          );
          return quotes.length > 0 ? { task: 'research-insights', input: { quotes: quotesForInsights(quotes) } } : null;
        }}
        onDrafted={(draft) => {
          research.change((plan) => ({ insights: insightsWithDraft(plan.insights, draft.text) }));
          setTold(
            keepsOwn
              ? t({
                  id: 'userResearchBot.ai.summaryBelow',
                  defaultMessage: 'The summary is added below what you wrote.',
                })
              : null,
          );
        }}
      />
      {told && <p className="text-sm text-muted-foreground">{told}</p>}
    </div>
  );
}
