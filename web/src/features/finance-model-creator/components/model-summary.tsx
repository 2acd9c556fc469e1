import type { Currency } from '@core/tools/money';
import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { Download } from 'lucide-react';
import { ResultsHeading } from '@/components/results-heading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { useModelCsv } from './model-csv';
import { useModelFigures } from './use-model-figures';

type ModelSummaryProps = {
  projection: Projection;
  currency: Currency;
  /** The CSV file is named after it. */ scenarioName: string | undefined;
  /** The figures are the sample's (useDocumentSample): marked so. */
  isSample?: boolean;
};

// Characters a file name may not hold on Windows or macOS.
const fileNameOf = (name: string | undefined) => (name ?? '').replace(/[\\/:*?"<>|]+/g, '-').trim() || 'finance-model';

/** The model's outcome in four figures — runway, break-even, cash at the end, lowest cash — and its CSV. */
export function ModelSummary({ projection, currency, scenarioName, isSample = false }: ModelSummaryProps) {
  const t = useT();
  const toCsv = useModelCsv();
  const figures = useModelFigures(projection, currency);
  return (
    <section aria-labelledby="model-results" className="@container space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResultsHeading id="model-results" isSample={isSample} className="text-xl">
          {t({ id: 'financeModel.results.title', defaultMessage: 'Results' })}
        </ResultsHeading>
        <Button
          variant="outline"
          onClick={() => downloadFile(`${fileNameOf(scenarioName)}.csv`, toCsv(projection), 'text/csv;charset=utf-8')}
        >
          <Download className="size-4" aria-hidden="true" />
          {t({ id: 'financeModel.results.exportCsv', defaultMessage: 'Export CSV' })}
        </Button>
      </div>
      <dl className="grid gap-3 @xs:grid-cols-2 @3xl:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums @3xl:text-2xl">{figure.value}</dd>
          </Card>
        ))}
      </dl>
      {projection.cashOutMonth !== null && (
        <p className="text-sm text-destructive">
          {t(
            { id: 'financeModel.results.cashOut', defaultMessage: 'Cash runs out in month {month}.' },
            { month: projection.cashOutMonth },
          )}
        </p>
      )}
    </section>
  );
}
