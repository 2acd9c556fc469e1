import { ToolPage } from '@/components/tool-page';
import { InvalidLinkAlert } from '@/components/invalid-link-alert';
import { useT } from '@/lib/i18n/use-t';
import { useModelDraft } from '../hooks/use-model-draft';
import { ModelBasics } from './model-basics';
import { ModelLines } from './model-lines';
import { ModelResults } from './model-results';
import { SavedScenarios } from './saved-scenarios';
import { ScenarioComparison } from './scenario-comparison';

/**
 * The model to edit (basics, revenue streams, headcount, expenses, funding), its results recalculated as it is
 * edited, the saved scenarios and their comparison; above them, when the page was opened with a link that shares
 * no scenario, the spec's words for it.
 */
export function FinanceModelWorkspace({ linkFailed }: { linkFailed: boolean }) {
  const t = useT();
  const draft = useModelDraft();
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
      <ModelBasics draft={draft} />
      <ModelLines draft={draft} />
      {draft.projection && draft.model ? (
        <ModelResults projection={draft.projection} currency={draft.model.currency} scenarioName={draft.open?.name} />
      ) : (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t({ id: 'financeModel.page.fixFields', defaultMessage: 'Fix the fields marked above to see the results.' })}
        </p>
      )}
      <ScenarioComparison />
    </ToolPage>
  );
}
