import type { AiDraftRequest } from '@core/ai/ai-drafts';
import { MARKET_LIMITS } from '@core/tools/market-research-agent/market-documents';
import { useEffect, useRef, useState } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { SectionCard } from '@/components/section-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';
import type { MarketDocument } from '../hooks/use-market-document';

type MarketOverviewProps = {
  market: MarketDocument;
  /** What 'Draft market overview' asks for, or null while the market's name is missing (its field says so). */
  request: () => AiDraftRequest | null;
};

/**
 * The founder's written overview of the market, and 'Draft market overview' (with their AI key): the draft
 * replaces the overview (over one they wrote, asking first, the draft shown to compare), marked AI draft and
 * unverified until they edit it.
 */
export function MarketOverview({ market, request }: MarketOverviewProps) {
  const t = useT();
  const { overview } = market.form;
  const [pending, setPending] = useState<string | null>(null);
  // Cancelling a replacement starts the AI button anew, so it no longer says its draft is in place.
  const [attempt, setAttempt] = useState(0);
  // The overview as it is when the draft ends (the founder may type while it streams).
  const written = useRef(overview.text);
  useEffect(() => {
    written.current = overview.text;
  });
  // The draft is of the market the document names: while it has no name of the founder's, the button says so.
  const needs =
    !market.isNamed || market.name.trim() === ''
      ? {
          message: t({ id: 'marketResearch.overview.needsName', defaultMessage: "Enter the market's name first." }),
          goToField: () => goToField(t({ id: 'marketResearch.markets.name', defaultMessage: 'Market name' })),
        }
      : null;
  const put = (text: string) =>
    market.change(() => ({ overview: { text: text.slice(0, MARKET_LIMITS.overview), aiDraft: true } }));
  const keepMine = () => {
    setPending(null);
    setAttempt((now) => now + 1);
  };

  return (
    <SectionCard
      title={t({ id: 'marketResearch.overview.title', defaultMessage: 'Market overview' })}
      aside={overview.aiDraft ? <AiDraftBadge /> : undefined}
    >
      {overview.aiDraft && (
        <p className="text-sm font-medium">
          {t({
            id: 'marketResearch.overview.unverified',
            defaultMessage: 'Unverified AI draft: check every figure and name against your sources.',
          })}
        </p>
      )}
      <TextAreaField
        label={t({
          id: 'marketResearch.overview.label',
          defaultMessage: 'Segments, trends, buyer personas and competitors to look at',
        })}
        rows={8}
        maxLength={MARKET_LIMITS.overview}
        value={overview.text}
        error={market.checked.issues['overview.text']}
        onChange={(event) => market.change(() => ({ overview: { text: event.target.value, aiDraft: false } }))}
      />
      <AiDraftAction
        key={attempt}
        label={t({ id: 'marketResearch.overview.draft', defaultMessage: 'Draft market overview' })}
        request={request}
        needs={needs}
        onDrafted={({ text }) => (written.current.trim() === '' ? put(text) : setPending(text))}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && keepMine()}
        title={t({ id: 'marketResearch.overview.replaceTitle', defaultMessage: 'Replace your overview?' })}
        description={t({
          id: 'marketResearch.overview.replaceDescription',
          defaultMessage: 'The AI draft will replace the overview you wrote. Cancel keeps yours.',
        })}
        confirmLabel={t({ id: 'marketResearch.overview.replace', defaultMessage: 'Replace overview' })}
        onConfirm={() => {
          if (pending !== null) put(pending);
          setPending(null);
        }}
      >
        <pre
          aria-label={t({ id: 'marketResearch.overview.draftPreview', defaultMessage: 'The AI draft' })}
          className="max-h-72 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-muted/40 p-3 font-sans text-sm"
        >
          {pending}
        </pre>
      </ConfirmDialog>
    </SectionCard>
  );
}
