import type { Currency } from '@core/tools/money';
import { PRICING_LIMITS } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { SurveyAnswer } from '@core/tools/pricing-strategy-simulator/van-westendorp';
import { useMemo, useState } from 'react';
import { checkDraft, NEW_DRAFT, type PricingDraft, type TierDraft } from './pricing-draft';

/** A tier id not yet in the draft: 'tier-{n}', n one above the highest. */
const nextTierId = (tiers: readonly TierDraft[]) => `tier-${Math.max(0, ...tiers.map((tier) => Number(tier.id.replace('tier-', '')) || 0)) + 1}`;

/** The analysis being edited, its changes, and the draft checked by the saved analysis's schema. */
export function usePricingDraft() {
  const [draft, setDraft] = useState<PricingDraft>(NEW_DRAFT);
  const checked = useMemo(() => checkDraft(draft), [draft]);
  const change = (next: Partial<PricingDraft>) => setDraft((current) => ({ ...current, ...next }));
  return {
    draft,
    checked,
    load: setDraft,
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
