import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/use-t';

/** The remove button of a widget card, behind a confirmation. */
export function RemoveWidgetButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={t({ id: 'ideaWidgets.remove.button', defaultMessage: 'Remove {widget} widget' }, { widget: label })}
        icon={Trash2}
        onClick={() => setOpen(true)}
        className="text-muted-foreground hover:text-destructive"
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t({ id: 'ideaWidgets.remove.title', defaultMessage: 'Remove this {widget} widget?' }, { widget: label })}
        confirmLabel={t({ id: 'ideaWidgets.remove.confirm', defaultMessage: 'Remove' })}
        onConfirm={() => {
          setOpen(false);
          onRemove();
        }}
      />
    </>
  );
}
