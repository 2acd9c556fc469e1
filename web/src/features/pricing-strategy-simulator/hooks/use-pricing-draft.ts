import type { Currency } from '@core/tools/money';
import { PRICING_LIMITS, type PricingAnalysisData } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { SurveyAnswer } from '@core/tools/pricing-strategy-simulator/van-westendorp';
import { useMemo } from 'react';
import type { OpenDocument } from '@/lib/tool-documents/use-document-actions';
import { useDocumentDraft } from '@/lib/tool-documents/use-document-draft';
import { checkDraft, NEW_DRAFT, toDraft, type PricingDraft, type TierDraft } from './pricing-draft';

/** A tier id not yet in the draft: 'tier-{n}', n one above the highest. */
const nextTierId = (tiers: readonly TierDraft[]) => `tier-${Math.max(0, ...tiers.map((tier) => Number(tier.id.replace('tier-', '')) || 0)) + 1}`;

const valuesOf = (data: PricingAnalysisData | null) => (data ? toDraft(data) : NEW_DRAFT);

/**
 * The analysis being edited (the saved one it came from, and whether it changed since: the tool documents' draft),
 * checked by the saved analysis's schema. `onOpenChange` hears which analysis is open (for the address).
 */
export function usePricingDraft(onOpenChange: (open: OpenDocument | null) => void) {
  const document = useDocumentDraft(valuesOf, onOpenChange);
  const { values: draft, change: setDraft } = document;
  const checked = useMemo(() => checkDraft(draft), [draft]);
  const change = (next: Partial<PricingDraft>) => setDraft((current) => ({ ...current, ...next }));
  return {
    document,
    draft,
    checked,
    setCurrency: (currency: Currency) => change({ currency }),
    setTier: (id: string, fields: Partial<Omit<TierDraft, 'id'>>) =>
      setDraft((current) => ({ ...current, tiers: current.tiers.map((tier) => (tier.id === id ? { ...tier, ...fields } : tier)) })),
    addTier: (name: string) =>
      setDraft((current) =>
        current.tiers.length >= PRICING_LIMITS.tiers ? current : { ...current, tiers: [...current.tiers, { id: nextTierId(current.tiers), name, price: '', share: '0' }] },
      ),
    removeTier: (id: string) => setDraft((current) => ({ ...current, tiers: current.tiers.filter((tier) => tier.id !== id) })),
    setDemand: (fields: Partial<PricingDraft['demand']>) => setDraft((current) => ({ ...current, demand: { ...current.demand, ...fields } })),
    setEconomics: (fields: Partial<PricingDraft['economics']>) => setDraft((current) => ({ ...current, economics: { ...current.economics, ...fields } })),
    setAnswers: (answers: readonly SurveyAnswer[]) => change({ answers }),
  };
}

export type PricingDraftState = ReturnType<typeof usePricingDraft>;
