import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { Link2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { formatDate } from '@/lib/format';

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
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" aria-current={isOpen ? 'true' : undefined}>
      <div className="min-w-0 flex-1">
        <Button variant="link" className="h-auto max-w-full truncate p-0 font-medium" disabled={isOpening} aria-busy={isOpening} onClick={onOpen}>
          {scenario.name}
        </Button>
        <p className="text-xs text-muted-foreground">
          {scenario.summary} · Saved {formatDate(scenario.updatedAt)}
        </p>
      </div>
      {isOpen && <Badge variant="primary">Open</Badge>}
      {scenario.isShared && <Badge variant="success">Shared</Badge>}
      <IconButton label={`Share ${scenario.name}`} icon={Link2} onClick={onShare} />
      <IconButton label={`Delete ${scenario.name}`} icon={Trash2} onClick={onDelete} />
    </li>
  );
}
