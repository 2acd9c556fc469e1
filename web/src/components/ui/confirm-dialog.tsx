import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** What to look at before deciding (the draft that would replace the founder's text), above the buttons. */
  children?: ReactNode;
};

/**
 * Asks before something that cannot be undone: 'Cancel' or the destructive confirm button. Nothing is mounted
 * while it is closed: a board draws one per card, and each closed Radix dialog still registers its portal, at
 * once, as the page is hydrated (ADR 0043).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  if (!open) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t({ id: 'ui.confirmDialog.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button className="bg-destructive text-white hover:opacity-90" disabled={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
