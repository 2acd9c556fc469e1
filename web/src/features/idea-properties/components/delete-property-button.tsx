import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/use-t';

/** Deletes a property once the user confirms it. */
export function DeletePropertyButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t({ id: 'ideaProperties.delete.button', defaultMessage: 'Delete {label}' }, { label })}
        onClick={() => setIsOpen(true)}
        className="px-2 text-muted-foreground hover:text-destructive"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t({ id: 'ideaProperties.delete.title', defaultMessage: 'Delete property "{label}"?' }, { label })}
        confirmLabel={t({ id: 'ideaProperties.delete.confirm', defaultMessage: 'Delete' })}
        onConfirm={() => {
          setIsOpen(false);
          onDelete();
        }}
      />
    </>
  );
}
