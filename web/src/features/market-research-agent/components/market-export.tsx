import { toCsv } from '@core/csv';
import type { MarketData } from '@core/tools/market-research-agent/market-documents';
import type { MarketSizes } from '@core/tools/market-research-agent/market-sizing';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import type { AssumptionLabels } from './use-assumption-labels';

type MarketExportProps = { data: MarketData; sizes: MarketSizes; labels: AssumptionLabels; fileName: string };

/** Downloads the market as CSV: each assumption with its note, then the sizes, amounts as plain numbers in the market's currency. */
export function MarketExport({ data, sizes, labels, fileName }: MarketExportProps) {
  const t = useT();
  const topDown = t({ id: 'marketResearch.topDown.title', defaultMessage: 'Top-down' });
  const bottomUp = t({ id: 'marketResearch.bottomUp.title', defaultMessage: 'Bottom-up' });
  const result = t(
    { id: 'marketResearch.csv.result', defaultMessage: 'Result ({currency})' },
    { currency: data.currency },
  );
  const exportCsv = () =>
    downloadFile(
      `${fileName}.csv`,
      toCsv([
        [
          t({ id: 'marketResearch.csv.section', defaultMessage: 'Section' }),
          t({ id: 'marketResearch.csv.figure', defaultMessage: 'Figure' }),
          t({ id: 'marketResearch.csv.value', defaultMessage: 'Value' }),
          t({ id: 'marketResearch.csv.note', defaultMessage: 'Source or reasoning' }),
        ],
        ...labels.topDown.map(([key, label]) => [topDown, label, data.topDown[key].value, data.topDown[key].note]),
        ...labels.bottomUp.map(([key, label]) => [bottomUp, label, data.bottomUp[key].value, data.bottomUp[key].note]),
        [result, t({ id: 'marketResearch.sizes.tam', defaultMessage: 'TAM' }), sizes.tam, ''],
        [result, t({ id: 'marketResearch.sizes.sam', defaultMessage: 'SAM' }), sizes.sam, ''],
        [result, t({ id: 'marketResearch.sizes.som', defaultMessage: 'SOM' }), sizes.som, ''],
        [result, t({ id: 'marketResearch.sizes.bottomUp', defaultMessage: 'Bottom-up revenue' }), sizes.bottomUp, ''],
      ]),
      'text/csv;charset=utf-8',
    );
  return (
    <Button variant="outline" size="sm" onClick={exportCsv}>
      <Download className="size-4" aria-hidden="true" />
      {t({ id: 'marketResearch.export.csv', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
