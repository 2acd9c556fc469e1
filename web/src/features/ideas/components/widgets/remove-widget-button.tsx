import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The remove button of a widget card, behind a confirmation. */
export function RemoveWidgetButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${label} widget`}
        onClick={() => setOpen(true)}
        className="size-8 px-0 text-muted-foreground hover:text-destructive"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
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
