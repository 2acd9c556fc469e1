import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/** What core's summarize says of an analysis: '16 clauses, 1 red flag'. */
const SUMMARY = /^(\d+) clauses?, (\d+) red flags?$/;

type AnalysisListItemProps = { analysis: ToolDocumentSummary; isOpen: boolean; isOpening: boolean; onOpen: () => void; onDelete: () => void };

/** One saved analysis: its name opens it; its clauses and red flags, when saved; delete. */
export function AnalysisListItem({ analysis, isOpen, isOpening, onOpen, onDelete }: AnalysisListItemProps) {
  const t = useT();
  const format = useFormat();
  const [, clauses, redFlags] = SUMMARY.exec(analysis.summary) ?? [];
  const summary =
    clauses === undefined
      ? analysis.summary
      : t(
          { id: 'termSheet.saved.summary', defaultMessage: '{clauses, plural, one {# clause} other {# clauses}}, {redFlags, plural, one {# red flag} other {# red flags}}' },
          { clauses: Number(clauses), redFlags: Number(redFlags) },
        );
  return (
    <li className="flex items-center gap-2 py-2" aria-current={isOpen ? 'true' : undefined}>
      <div className="min-w-0 flex-1">
        <Button variant="link" className="h-auto max-w-full truncate p-0 font-medium" disabled={isOpening} aria-busy={isOpening} onClick={onOpen}>
          {analysis.name}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t({ id: 'termSheet.saved.detail', defaultMessage: '{summary} · Saved {date}' }, { summary, date: format.date(analysis.updatedAt) })}
        </p>
      </div>
      <IconButton icon={Trash2} label={t({ id: 'termSheet.saved.delete', defaultMessage: 'Delete {name}' }, { name: analysis.name })} onClick={onDelete} />
    </li>
  );
}
