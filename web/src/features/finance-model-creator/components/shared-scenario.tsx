import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import { projectModel } from '@core/tools/finance-model-creator/project-model';
import type { SharedToolDocument } from '@core/tools/tool-document-contracts';
import { useMemo } from 'react';
import { SharedDocumentHeader } from '@/components/shared-document-header';
import { useT } from '@/lib/i18n/use-t';
import { ModelAssumptions } from './model-assumptions';
import { ModelResults } from './model-results';

/** A scenario opened through its link, read-only: its results (runway, charts, month by month, CSV) and its assumptions. */
export function SharedScenario({ scenario }: { scenario: SharedToolDocument<FinanceModel> }) {
  const t = useT();
  const model = scenario.data;
  const projection = useMemo(() => projectModel(model), [model]);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <SharedDocumentHeader
        kicker={t({ id: 'financeModel.shared.kicker', defaultMessage: 'Shared finance scenario · read-only' })}
        document={scenario}
      />
      <ModelResults projection={projection} currency={model.currency} scenarioName={scenario.name} />
      <ModelAssumptions model={model} />
    </div>
  );
}
