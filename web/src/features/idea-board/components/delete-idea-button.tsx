import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteIdea } from '../api/delete-idea';

/** The owner's delete, behind a confirmation that says what goes with the idea. */
export function DeleteIdeaButton({ id, title }: { id: string; title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteIdea();
  return (
    <>
      <button
        type="button"
        aria-label={t({ id: 'ideaBoard.deleteIdea.buttonLabel', defaultMessage: 'Delete {title}' }, { title })}
        onClick={() => setOpen(true)}
        className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t({ id: 'ideaBoard.deleteIdea.confirmTitle', defaultMessage: 'Delete this idea?' })}
        description={t(
          {
            id: 'ideaBoard.deleteIdea.confirmDescription',
            defaultMessage:
              '"{title}", its pages and comments will be deleted for everyone it is shared with. This cannot be undone.',
          },
          { title },
        )}
        confirmLabel={t({ id: 'ideaBoard.deleteIdea.confirm', defaultMessage: 'Delete idea' })}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
