import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The remove button of a widget card, behind a confirmation. */
export function RemoveWidgetButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={`Remove ${label} widget`} icon={Trash2} onClick={() => setOpen(true)} className="text-muted-foreground hover:text-destructive" />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove this ${label} widget?`}
        confirmLabel="Remove"
        onConfirm={() => {
          setOpen(false);
          onRemove();
        }}
      />
    </>
  );
}
