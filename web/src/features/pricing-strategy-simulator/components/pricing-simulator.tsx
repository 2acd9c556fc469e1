import { hasNoRevenue } from '@core/tools/pricing-strategy-simulator/demand-model';
import { ResultsLayout } from '@/components/results-layout';
import { StartingFiguresNote } from '@/components/starting-figures-note';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentSample } from '@/lib/use-document-sample';
import { useLastValid } from '@/lib/use-last-valid';
import { pricingSampleOf } from '../hooks/pricing-sample';
import { usePricingDraft } from '../hooks/use-pricing-draft';
import { AnalysisBar } from './analysis-bar';
import { DemandCard } from './demand-card';
import { SurveyCard } from './survey-card';
import { TiersCard } from './tiers-card';
import { UnitEconomicsCard } from './unit-economics-card';
import { usePricingKeyFigures } from './use-pricing-key-figures';

/**
 * The /tool/pricing-strategy-simulator page body: a named analysis — tiers and Van Westendorp survey answers with
 * their price points; beside them (a bar of key figures on a narrow screen) the unit economics and the
 * revenue-maximising price, the last valid ones dimmed while a field is wrong, the first step or a sample while there
 * is no revenue to simulate — saved as a tool document. A new analysis's example figures, or the sample, are labelled.
 */
export function PricingSimulator() {
  const t = useT();
  const state = usePricingDraft();
  const saving = state.document;
  const { currency } = state.draft;
  const { value: data, isStale } = useLastValid(state.checked.data);
  const sample = useDocumentSample(saving, () => pricingSampleOf(currency, t));
  const keyFigures = usePricingKeyFigures(data && !hasNoRevenue(data.tiers, data.demand) ? data : null, currency);
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
      <ResultsLayout
        resultsWidth="half"
        inputs={
          <>
            <StartingFiguresNote document={saving} sample={sample} />
            <TiersCard state={state} />
            <SurveyCard state={state} />
          </>
        }
        results={
          <>
            <UnitEconomicsCard state={state} data={data} isStale={isStale} />
            <DemandCard data={data} isStale={isStale} currency={currency} sample={sample} />
          </>
        }
        keyFigures={keyFigures}
        isStale={isStale}
      />
    </ToolPage>
  );
}
