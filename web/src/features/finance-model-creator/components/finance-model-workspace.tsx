import { ToolPage } from '@/components/tool-page';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { InvalidLinkAlert } from '@/components/invalid-link-alert';
import { ResultsLayout } from '@/components/results-layout';
import { useT } from '@/lib/i18n/use-t';
import { useLastValid } from '@/lib/use-last-valid';
import { useModelDraft } from '../hooks/use-model-draft';
import { ModelBasics } from './model-basics';
import { ModelCharts } from './model-charts';
import { ModelLines } from './model-lines';
import { ModelSummary } from './model-summary';
import { SavedScenarios } from './saved-scenarios';
import { ScenarioComparison } from './scenario-comparison';
import { useModelFigures } from './use-model-figures';

/**
 * The model to edit (basics, revenue streams, headcount, expenses, funding) with its headline results beside it
 * (a bar of key figures on a narrow screen), recalculated as it is edited — the last valid ones, dimmed, while a
 * field is wrong — then its charts and table, the saved scenarios and their comparison; above them, when the page
 * was opened with a link that shares no scenario, the spec's words for it.
 */
export function FinanceModelWorkspace({ linkFailed }: { linkFailed: boolean }) {
  const t = useT();
  const draft = useModelDraft();
  const { value: projection, isStale } = useLastValid(draft.projection);
  const currency = draft.values.currency;
  const figures = useModelFigures(projection, currency);
  return (
    <ToolPage
      toolId="finance-model-creator"
      description={t({
        id: 'financeModel.page.description',
        defaultMessage:
          'Plan revenue, costs, hiring and funding month by month, and see your runway, break-even and cash balance.',
      })}
      document={draft}
      saved={
        <>
          {linkFailed && <InvalidLinkAlert />}
          <SavedScenarios draft={draft} />
        </>
      }
    >
      <ResultsLayout
        inputs={
          <>
            <ModelBasics draft={draft} />
            <ModelLines draft={draft} />
          </>
        }
        results={
          projection ? (
            <DimmedWhileStale isStale={isStale}>
              <ModelSummary projection={projection} currency={currency} scenarioName={draft.open?.name} />
            </DimmedWhileStale>
          ) : (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
            >
              {t({
                id: 'financeModel.page.fixFields',
                defaultMessage: 'Fix the fields marked above to see the results.',
              })}
            </p>
          )
        }
        keyFigures={figures.slice(0, 3)}
        isStale={isStale}
      />
      {projection && (
        <DimmedWhileStale isStale={isStale} isQuiet>
          <ModelCharts projection={projection} currency={currency} />
        </DimmedWhileStale>
      )}
      <ScenarioComparison />
    </ToolPage>
  );
}
