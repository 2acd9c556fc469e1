import { MARKET_LIMITS } from '@core/tools/market-research-agent/market-documents';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { SectionCard } from '@/components/section-card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import type { MarketDocument } from '../hooks/use-market-document';

/** The founder's written overview of the market; an AI draft is marked until they edit it. */
export function MarketOverview({ market }: { market: MarketDocument }) {
  const t = useT();
  const { overview } = market.form;
  return (
    <SectionCard title={t({ id: 'marketResearch.overview.title', defaultMessage: 'Market overview' })} aside={overview.aiDraft ? <AiDraftBadge /> : undefined}>
      <TextAreaField
        label={t({ id: 'marketResearch.overview.label', defaultMessage: 'Segments, trends, buyer personas and competitors to look at' })}
        rows={8}
        maxLength={MARKET_LIMITS.overview}
        value={overview.text}
        error={market.checked.issues['overview.text']}
        onChange={(event) => market.change(() => ({ overview: { text: event.target.value, aiDraft: false } }))}
      />
    </SectionCard>
  );
}
