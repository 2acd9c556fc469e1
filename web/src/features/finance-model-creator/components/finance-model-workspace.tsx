import { isEmptyProjection } from '@core/tools/finance-model-creator/project-model';
import { ToolPage } from '@/components/tool-page';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { InvalidLinkAlert } from '@/components/invalid-link-alert';
import { ResultsLayout } from '@/components/results-layout';
import { StartingFiguresNote } from '@/components/starting-figures-note';
import { useT } from '@/lib/i18n/use-t';
import { useDocumentSample } from '@/lib/use-document-sample';
import { useLastValid } from '@/lib/use-last-valid';
import { financeSampleOf } from '../hooks/finance-sample';
import { useModelDraft } from '../hooks/use-model-draft';
import { ModelBasics } from './model-basics';
import { ModelCharts } from './model-charts';
import { ModelEmpty } from './model-empty';
import { ModelLines } from './model-lines';
import { ModelSummary } from './model-summary';
import { SavedScenarios } from './saved-scenarios';
import { ScenarioComparison } from './scenario-comparison';
import { useModelFigures } from './use-model-figures';

/**
 * The model to edit (basics, revenue streams, headcount, expenses, funding) with its headline results beside it
 * (a bar of key figures on a narrow screen), recalculated as it is edited — the last valid ones, dimmed, while a
 * field is wrong; a model with nothing in it, the first step or a sample instead — then its charts and table, the
 * saved scenarios and their comparison; above them, when the page was opened with a link that shares no scenario,
 * the spec's words for it. A new model's example figures, or the sample, are labelled as such.
 */
export function FinanceModelWorkspace({ linkFailed }: { linkFailed: boolean }) {
  const t = useT();
  const draft = useModelDraft();
  const { value: projection, isStale } = useLastValid(draft.projection);
  const currency = draft.values.currency;
  const sample = useDocumentSample(draft, () => financeSampleOf(currency, t));
  const isEmpty = projection !== null && isEmptyProjection(projection);
  const figures = useModelFigures(isEmpty ? null : projection, currency);
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
            <StartingFiguresNote document={draft} sample={sample} />
            <ModelBasics draft={draft} />
            <ModelLines draft={draft} />
          </>
        }
        results={
          isEmpty ? (
            <ModelEmpty onTrySample={sample.trySample} />
          ) : projection ? (
            <DimmedWhileStale isStale={isStale}>
              <ModelSummary
                projection={projection}
                currency={currency}
                scenarioName={draft.open?.name}
                isSample={sample.isSample}
              />
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
      {projection && !isEmpty && (
        <DimmedWhileStale isStale={isStale} isQuiet>
          <ModelCharts projection={projection} currency={currency} />
        </DimmedWhileStale>
      )}
      <ScenarioComparison />
    </ToolPage>
  );
}
