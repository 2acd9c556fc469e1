import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

type PlanListItemProps = { plan: ToolDocumentSummary; isOpen: boolean; isOpening: boolean; onOpen: () => void; onDelete: () => void };

/** The API's summary ('3 grants', in English) as a count. */
const grantCount = (summary: string) => Number(/^(\d+) grants?$/.exec(summary)?.[1] ?? Number.NaN);

/** One saved plan: its name opens it; how many grants and when saved; delete. */
export function PlanListItem({ plan, isOpen, isOpening, onOpen, onDelete }: PlanListItemProps) {
  const t = useT();
  const format = useFormat();
  const count = grantCount(plan.summary);
  const summary = Number.isNaN(count) ? plan.summary : t({ id: 'esopPlanner.plans.grantCount', defaultMessage: '{count, plural, one {# grant} other {# grants}}' }, { count });
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" aria-current={isOpen ? 'true' : undefined}>
      <div className="min-w-0 flex-1">
        <Button variant="link" className="h-auto max-w-full truncate p-0 font-medium" disabled={isOpening} aria-busy={isOpening} onClick={onOpen}>
          {plan.name}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t({ id: 'esopPlanner.plans.itemDetail', defaultMessage: '{summary} · Saved {date}' }, { summary, date: format.date(plan.updatedAt) })}
        </p>
      </div>
      {isOpen && <Badge variant="primary">{t({ id: 'esopPlanner.plans.openBadge', defaultMessage: 'Open' })}</Badge>}
      <IconButton label={t({ id: 'esopPlanner.plans.delete', defaultMessage: 'Delete {name}' }, { name: plan.name })} icon={Trash2} onClick={onDelete} />
    </li>
  );
}
