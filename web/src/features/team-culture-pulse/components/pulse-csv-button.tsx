import type { PulseResults } from '@core/tools/team-culture-pulse/pulse-results';
import { toCsv } from '@core/csv';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { fileNameOf } from '@/lib/file-name-of';
import { useT } from '@/lib/i18n/use-t';
import { resultsCsvRows } from '../hooks/results-view';

/** 'Download CSV': every round with its figures (a round below the threshold with its count alone). */
export function PulseCsvButton({ results, teamName }: { results: PulseResults; teamName: string }) {
  const t = useT();
  const download = () =>
    downloadFile(
      `${fileNameOf(teamName, 'team')}-pulse.csv`,
      toCsv(
        resultsCsvRows(results, {
          round: t({ id: 'pulse.csv.round', defaultMessage: 'Round' }),
          opened: t({ id: 'pulse.csv.opened', defaultMessage: 'Opened' }),
          closed: t({ id: 'pulse.csv.closed', defaultMessage: 'Closed' }),
          answers: t({ id: 'pulse.csv.answers', defaultMessage: 'Answers' }),
          enps: t({ id: 'pulse.csv.enps', defaultMessage: 'eNPS' }),
          promoters: t({ id: 'pulse.csv.promoters', defaultMessage: 'Promoters' }),
          passives: t({ id: 'pulse.csv.passives', defaultMessage: 'Passives' }),
          detractors: t({ id: 'pulse.csv.detractors', defaultMessage: 'Detractors' }),
        }),
      ),
      'text/csv;charset=utf-8',
    );
  return (
    <Button variant="outline" size="sm" onClick={download}>
      <Download className="size-4" aria-hidden="true" />
      {t({ id: 'pulse.csv.download', defaultMessage: 'Download CSV' })}
    </Button>
  );
}
