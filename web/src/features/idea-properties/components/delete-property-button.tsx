import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Deletes a property once the user confirms it. */
export function DeletePropertyButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Delete ${label}`} onClick={() => setIsOpen(true)} className="px-2 text-muted-foreground hover:text-destructive">
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={`Delete property "${label}"?`}
        confirmLabel="Delete"
        onConfirm={() => {
          setIsOpen(false);
          onDelete();
        }}
      />
    </>
  );
}
