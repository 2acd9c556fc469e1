import { isCurrency } from '@core/tools/money';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';

/** What core's summarize says of an analysis: 'USD 4000000 20000000' (currency, investment, post-money). */
const SUMMARY = /^([A-Z]{3}) (\S+) (\S+)$/;

type AnalysisListItemProps = { analysis: ToolDocumentSummary; isOpen: boolean; isOpening: boolean; onOpen: () => void; onDelete: () => void };

/** One saved analysis: its name opens it; its investment and post-money valuation, when saved; delete. */
export function AnalysisListItem({ analysis, isOpen, isOpening, onOpen, onDelete }: AnalysisListItemProps) {
  const t = useT();
  const format = useFormat();
  const [, currency = 'USD', investment, postMoney] = SUMMARY.exec(analysis.summary) ?? [];
  const money = useMoney(isCurrency(currency) ? currency : 'USD');
  const summary =
    investment === undefined || postMoney === undefined
      ? analysis.summary
      : t(
          { id: 'termSheet.saved.summary', defaultMessage: '{investment} at {postMoney} post-money' },
          { investment: money.formatWhole(Number(investment)), postMoney: money.formatWhole(Number(postMoney)) },
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
