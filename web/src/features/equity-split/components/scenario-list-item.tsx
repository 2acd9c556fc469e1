import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { Link2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useFounderDisplay } from './founder-display';

type ScenarioListItemProps = {
  scenario: ToolDocumentSummary;
  isOpen: boolean;
  isOpening: boolean;
  onOpen: () => void;
  onShare: () => void;
  onDelete: () => void;
};

/** One saved scenario: its name opens it; how many founders, when saved, whether shared; share and delete. */
export function ScenarioListItem({ scenario, isOpen, isOpening, onOpen, onShare, onDelete }: ScenarioListItemProps) {
  const t = useT();
  const { scenarioSummary } = useFounderDisplay();
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" aria-current={isOpen ? 'true' : undefined}>
      <div className="min-w-0 flex-1">
        <Button variant="link" className="h-auto max-w-full truncate p-0 font-medium" disabled={isOpening} aria-busy={isOpening} onClick={onOpen}>
          {scenario.name}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t(
            { id: 'equitySplit.scenarios.item.detail', defaultMessage: '{summary} · Saved {date}' },
            { summary: scenarioSummary(scenario.summary), date: format.date(scenario.updatedAt) },
          )}
        </p>
      </div>
      {isOpen && <Badge variant="primary">{t({ id: 'equitySplit.scenarios.item.open', defaultMessage: 'Open' })}</Badge>}
      {scenario.isShared && <Badge variant="success">{t({ id: 'equitySplit.scenarios.item.shared', defaultMessage: 'Shared' })}</Badge>}
      <IconButton label={t({ id: 'equitySplit.scenarios.item.share', defaultMessage: 'Share {name}' }, { name: scenario.name })} icon={Link2} onClick={onShare} />
      <IconButton label={t({ id: 'equitySplit.scenarios.item.delete', defaultMessage: 'Delete {name}' }, { name: scenario.name })} icon={Trash2} onClick={onDelete} />
    </li>
  );
}
