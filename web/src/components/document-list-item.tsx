import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { Link2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';

type DocumentListItemProps = {
  document: ToolDocumentSummary;
  /** The line under the name, in the tool's words ('3 founders · Saved 20 Nov 2026'). */
  detail: string;
  isOpen: boolean;
  isOpening: boolean;
  onOpen: () => void;
  /** For a tool whose documents can be shared by a read-only link: 'Share', and 'Shared' when one is. */
  onShare?: () => void;
  onDelete: () => void;
};

/** One saved document in a tool's list: its name opens it; its detail, whether open, whether shared; share and delete. */
export function DocumentListItem({
  document,
  detail,
  isOpen,
  isOpening,
  onOpen,
  onShare,
  onDelete,
}: DocumentListItemProps) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" aria-current={isOpen ? 'true' : undefined}>
      <div className="min-w-0 flex-1">
        <Button
          variant="link"
          className="h-auto max-w-full justify-start p-0 font-medium"
          disabled={isOpening}
          aria-busy={isOpening}
          onClick={onOpen}
        >
          {/* A long name wraps in its line (a centred button's own truncation cut it at both ends on a phone). */}
          <span className="text-left break-words whitespace-normal">{document.name}</span>
        </Button>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </div>
      {isOpen && <Badge variant="primary">{t({ id: 'toolDocuments.list.open', defaultMessage: 'Open' })}</Badge>}
      {onShare && document.isShared && (
        <Badge variant="success">{t({ id: 'toolDocuments.list.shared', defaultMessage: 'Shared' })}</Badge>
      )}
      {onShare && (
        <IconButton
          label={t({ id: 'toolDocuments.list.share', defaultMessage: 'Share {name}' }, { name: document.name })}
          icon={Link2}
          onClick={onShare}
        />
      )}
      <IconButton
        label={t({ id: 'toolDocuments.list.delete', defaultMessage: 'Delete {name}' }, { name: document.name })}
        icon={Trash2}
        onClick={onDelete}
      />
    </li>
  );
}
