import { toCsv } from '@core/csv';
import type { Experiment } from '@core/tools/growth-experiment-lab/experiment';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { labCsvRows } from './lab-csv';
import type { LabWords } from './use-lab-words';

type LabExportButtonProps = { experiments: readonly Experiment[]; fileName: string; words: LabWords };

/** 'Export CSV': every experiment's groups, one row each, with their results against the control. */
export function LabExportButton({ experiments, fileName, words }: LabExportButtonProps) {
  const t = useT();
  const exportLab = () => {
    const headings = [
      t({ id: 'growthLab.csv.experiment', defaultMessage: 'Experiment' }),
      t({ id: 'growthLab.csv.status', defaultMessage: 'Status' }),
      t({ id: 'growthLab.csv.metric', defaultMessage: 'Metric' }),
      t({ id: 'growthLab.csv.hypothesis', defaultMessage: 'Hypothesis' }),
      t({ id: 'growthLab.csv.start', defaultMessage: 'Start' }),
      t({ id: 'growthLab.csv.end', defaultMessage: 'End' }),
      t({ id: 'growthLab.csv.variant', defaultMessage: 'Variant' }),
      t({ id: 'growthLab.csv.visitors', defaultMessage: 'Visitors' }),
      t({ id: 'growthLab.csv.conversions', defaultMessage: 'Conversions' }),
      t({ id: 'growthLab.csv.rate', defaultMessage: 'Conversion rate (%)' }),
      t({ id: 'growthLab.csv.uplift', defaultMessage: 'Relative uplift (%)' }),
      t({ id: 'growthLab.csv.upliftLow', defaultMessage: 'Uplift 95% low (%)' }),
      t({ id: 'growthLab.csv.upliftHigh', defaultMessage: 'Uplift 95% high (%)' }),
      t({ id: 'growthLab.csv.pValue', defaultMessage: 'p-value' }),
      t({ id: 'growthLab.csv.chance', defaultMessage: 'Chance to beat control (%)' }),
      t({ id: 'growthLab.csv.learnings', defaultMessage: 'Learnings' }),
    ];
    const rows = labCsvRows(experiments, headings, (experiment) => words.statuses[experiment.status]);
    downloadFile(`${fileName}.csv`, toCsv(rows), 'text/csv;charset=utf-8');
  };
  return (
    <Button variant="outline" size="sm" disabled={experiments.length === 0} onClick={exportLab}>
      <Download aria-hidden="true" className="mr-1.5 size-4" />
      {t({ id: 'growthLab.export', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
