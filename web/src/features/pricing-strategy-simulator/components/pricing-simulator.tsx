import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { useAnalysisSaving } from '../hooks/use-analysis-saving';
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
  const { toolName } = useToolText();
  const { state, saving } = useAnalysisSaving();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      {/* Without Auto save, or while the analysis cannot save by itself (never saved, a field to correct, a failed save), leaving asks first. */}
      <UnsavedChangesGuard when={saving.isAtRisk} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{toolName('pricing-strategy-simulator')}</h1>
        <p className="mt-2 text-muted-foreground">
          {t({
            id: 'pricing.page.description',
            defaultMessage: 'Model your tiers against demand, read a Van Westendorp price survey, and check what a customer is worth against what one costs.',
          })}
        </p>
      </header>
      <AnalysisBar state={state} saving={saving} />
      {saving.isOpening ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <TiersCard state={state} />
          <DemandCard checked={state.checked} currency={state.draft.currency} />
          <SurveyCard state={state} />
          <UnitEconomicsCard state={state} />
        </>
      )}
    </div>
  );
}
