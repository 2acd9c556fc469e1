import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { usePricingDraft } from '../hooks/use-pricing-draft';
import { AnalysisBar } from './analysis-bar';
import { DemandCard } from './demand-card';
import { SurveyCard } from './survey-card';
import { TiersCard } from './tiers-card';
import { UnitEconomicsCard } from './unit-economics-card';

/**
 * The /tool/pricing-strategy-simulator page body: a named analysis — tiers and a demand assumption with the
 * revenue-maximising price, Van Westendorp survey answers with their price points, and unit economics — saved as
 * a tool document.
 */
export function PricingSimulator() {
  const t = useT();
  const state = usePricingDraft();
  const saving = state.document;
  return (
    <ToolPage
      toolId="pricing-strategy-simulator"
      description={t({
        id: 'pricing.page.description',
        defaultMessage:
          'Model your tiers against demand, read a Van Westendorp price survey, and check what a customer is worth against what one costs.',
      })}
      document={saving}
      saved={<AnalysisBar state={state} saving={saving} />}
    >
      <TiersCard state={state} />
      <DemandCard checked={state.checked} currency={state.draft.currency} />
      <SurveyCard state={state} />
      <UnitEconomicsCard state={state} />
    </ToolPage>
  );
}
