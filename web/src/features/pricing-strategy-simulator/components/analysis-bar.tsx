import { CurrencySelect } from '@/components/currency-select';
import { Card } from '@/components/ui/card';
import type { AnalysisSaving } from '../hooks/use-pricing-draft';
import type { PricingDraftState } from '../hooks/use-pricing-draft';
import { SavedAnalyses } from './saved-analyses';

type AnalysisBarProps = { state: PricingDraftState; saving: AnalysisSaving };

/** The analysis's currency, and the saved analyses (the open one is saved from the header). */
export function AnalysisBar({ state, saving }: AnalysisBarProps) {
  return (
    <Card className="space-y-4">
      <CurrencySelect value={state.draft.currency} onChange={state.setCurrency} />
      <SavedAnalyses saving={saving} />
    </Card>
  );
}
