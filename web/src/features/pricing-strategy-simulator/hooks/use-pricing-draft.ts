import type { Currency } from '@core/tools/money';
import {
  PRICING_LIMITS,
  pricingAnalysisDocuments,
  type PricingAnalysisData,
} from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { SurveyAnswer } from '@core/tools/pricing-strategy-simulator/van-westendorp';
import { useCompanySettings } from '@/lib/company-settings';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkDraft, NEW_DRAFT, toDraft, type PricingDraft, type TierDraft } from './pricing-draft';

/** A tier id not yet in the draft: 'tier-{n}', n one above the highest. */
const nextTierId = (tiers: readonly TierDraft[]) =>
  `tier-${Math.max(0, ...tiers.map((tier) => Number(tier.id.replace('tier-', '')) || 0)) + 1}`;

/**
 * The analysis being edited and its saved document (`useToolDocument`), checked by the saved analysis's schema and
 * saved by itself after each pause in the changes when Auto save is on (ADR 0028; a new one under its default name,
 * ADR 0069), else by the header's Save. The open analysis's id is in the address, so a reload, or the address in
 * another browser, opens it.
 */
export function usePricingDraft() {
  const t = useT();
  // A new analysis is in the company's currency (ADR 0070).
  const { currency } = useCompanySettings();
  const document = useToolDocument(pricingAnalysisDocuments, {
    valuesOf: (data: PricingAnalysisData | null) => (data ? toDraft(data) : { ...NEW_DRAFT, currency }),
    check: checkDraft,
    labels: {
      name: t({ id: 'pricing.saving.name', defaultMessage: 'Analysis name' }),
      startNew: t({ id: 'pricing.saved.new', defaultMessage: 'New analysis' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'pricing.saving.defaultName', defaultMessage: 'Pricing analysis {number}' }, { number }),
      nameTaken: t({ id: 'pricing.saving.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'pricing.saving.goneOnSave',
        defaultMessage: 'This analysis no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'pricing.saving.error',
        defaultMessage: 'Could not save the analysis. Your changes are kept here; try again.',
      }),
      gone: t({ id: 'pricing.saving.gone', defaultMessage: 'This analysis no longer exists.' }),
      openError: t({
        id: 'pricing.saving.openError',
        defaultMessage: 'Could not open the analysis. Please try again.',
      }),
      deleteError: t({
        id: 'pricing.saving.deleteError',
        defaultMessage: 'Could not delete the analysis. Please try again.',
      }),
      fixFields: t({ id: 'pricing.saving.fixFields', defaultMessage: 'Fix the fields marked in red before saving.' }),
    },
  });
  const { values: draft, checked } = document;
  const setDraft = (update: (current: PricingDraft) => PricingDraft) => document.change(update);
  const change = (next: Partial<PricingDraft>) => document.change(() => next);
  return {
    document,
    draft,
    checked,
    setCurrency: (currency: Currency) => change({ currency }),
    setTier: (id: string, fields: Partial<Omit<TierDraft, 'id'>>) =>
      setDraft((current) => ({
        ...current,
        tiers: current.tiers.map((tier) => (tier.id === id ? { ...tier, ...fields } : tier)),
      })),
    addTier: (name: string) =>
      setDraft((current) =>
        current.tiers.length >= PRICING_LIMITS.tiers
          ? current
          : { ...current, tiers: [...current.tiers, { id: nextTierId(current.tiers), name, price: '', share: '0' }] },
      ),
    removeTier: (id: string) =>
      setDraft((current) => ({ ...current, tiers: current.tiers.filter((tier) => tier.id !== id) })),
    setDemand: (fields: Partial<PricingDraft['demand']>) =>
      setDraft((current) => ({ ...current, demand: { ...current.demand, ...fields } })),
    setEconomics: (fields: Partial<PricingDraft['economics']>) =>
      setDraft((current) => ({ ...current, economics: { ...current.economics, ...fields } })),
    setAnswers: (answers: readonly SurveyAnswer[]) => change({ answers }),
  };
}

export type PricingDraftState = ReturnType<typeof usePricingDraft>;
export type AnalysisSaving = PricingDraftState['document'];
