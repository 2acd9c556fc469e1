import { RESEARCH_LIMITS } from '@core/tools/user-research-bot/research-plan';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { SectionCard } from '@/components/section-card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import type { ResearchDocument } from '../hooks/use-research-document';
import { SummariseInsights } from './summarise-insights';

/** What the founder concludes from the interviews, in their own words. */
export function InsightsSection({ research }: { research: ResearchDocument }) {
  const t = useT();
  const { insights } = research.plan;
  return (
    <SectionCard
      title={t({ id: 'userResearchBot.insights.title', defaultMessage: 'Insights' })}
      aside={insights.aiDraft ? <AiDraftBadge /> : undefined}
    >
      <TextAreaField
        label={t({ id: 'userResearchBot.insights.label', defaultMessage: 'What you learnt' })}
        placeholder={t({
          id: 'userResearchBot.insights.hint',
          defaultMessage: 'The patterns you saw, what surprised you, and what you will do next.',
        })}
        rows={5}
        value={insights.text}
        maxLength={RESEARCH_LIMITS.insights}
        error={research.checked.issues['insights.text']}
        onChange={(event) => research.change(() => ({ insights: { text: event.target.value, aiDraft: false } }))}
      />
      <SummariseInsights research={research} />
    </SectionCard>
  );
}
