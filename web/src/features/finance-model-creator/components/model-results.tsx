import type { Currency } from '@core/tools/money';
import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { ModelCharts } from './model-charts';
import { ModelSummary } from './model-summary';

type ModelResultsProps = {
  projection: Projection;
  currency: Currency;
  /** The CSV file is named after it. */ scenarioName: string | undefined;
};

/** The model's outcome in full width (a shared scenario): the headline figures and CSV, the charts and the table. */
export function ModelResults({ projection, currency, scenarioName }: ModelResultsProps) {
  return (
    <div className="space-y-4">
      <ModelSummary projection={projection} currency={currency} scenarioName={scenarioName} />
      <ModelCharts projection={projection} currency={currency} />
    </div>
  );
}
