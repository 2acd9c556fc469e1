import type { CompetitorAnalysisData } from '@core/tools/competitor-analysis/competitor-analysis';
import { matrixCsv } from '@core/tools/competitor-analysis/competitor-matrix';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { useSupportWords } from '../hooks/use-support-words';

type MatrixExportProps = {
  /** The checked analysis; null while a field is wrong (nothing to export then). */
  data: CompetitorAnalysisData | null;
  fileName: string;
};

/** Downloads the matrix as CSV: a row per feature, then the plan, its price (a plain number in the currency) and notes. */
export function MatrixExport({ data, fileName }: MatrixExportProps) {
  const t = useT();
  const support = useSupportWords();
  const exportCsv = () => {
    if (!data) return;
    const csv = matrixCsv(data, {
      feature: t({ id: 'competitorAnalysis.matrix.feature', defaultMessage: 'Feature' }),
      support,
      plan: t({ id: 'competitorAnalysis.column.plan', defaultMessage: 'Plan' }),
      price: t(
        { id: 'competitorAnalysis.csv.price', defaultMessage: 'Price ({currency})' },
        { currency: data.currency },
      ),
      notes: t({ id: 'competitorAnalysis.column.notes', defaultMessage: 'Notes' }),
    });
    downloadFile(`${fileName}.csv`, csv, 'text/csv;charset=utf-8');
  };
  return (
    <Button variant="outline" size="sm" disabled={!data} onClick={exportCsv}>
      <Download className="size-4" aria-hidden="true" />
      {t({ id: 'competitorAnalysis.export.csv', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
