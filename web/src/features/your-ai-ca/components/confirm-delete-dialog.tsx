import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';

type ConfirmDeleteDialogProps = {
  /** What is about to be deleted (its id and how the user knows it), or null while nothing is. */
  target: { id: string; label: string } | null;
  title: string;
  /** Said in a toast when the delete fails (the dialog stays open, nothing is lost). */
  failedMessage: string;
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  onClose: () => void;
};

/** Asks before deleting a filing or a payment, deletes it, and closes; a failure is said in a toast. */
export function ConfirmDeleteDialog({ target, title, failedMessage, remove, onClose }: ConfirmDeleteDialogProps) {
  const t = useT();
  const confirm = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      onClose();
    } catch {
      toast.error(failedMessage);
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={target?.label}
      confirmLabel={t({ id: 'yourAiCa.delete.confirm', defaultMessage: 'Delete' })}
      isPending={remove.isPending}
      onConfirm={() => target && void confirm(target.id)}
    />
  );
}
