import type { Activity } from '@core/activity-log/activity';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ActivityLog } from '@/components/activity-log';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';

/** The words of a record's dialog in the tool's noun (an investor, a contact); Cancel and the confirming Delete are the dialog's own. */
export type RecordDialogTexts = {
  title: string;
  save: string;
  delete: string;
  deleteTitle: string;
  deleteDescription: string;
};

type RecordDialogProps = {
  isNew: boolean;
  texts: RecordDialogTexts;
  /**
   * Checks and keeps the fields: the issues found by field path, none when they were kept (the dialog then closes).
   * The first wrong field gets the focus: its box is marked `data-record-field="<path>"`, or with the path's first part
   * for a list's item ('links' for 'links.1').
   */
  onSubmit: () => FieldIssues;
  /** The record's activity log, kept at once (a saved record only; a record without one leaves it out). */
  log?: { activities: readonly Activity[]; onActivities: (activities: Activity[]) => void; today: string };
  /** The control that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement | null;
  onDelete: () => void;
  onClose: () => void;
  /** The record's fields. */
  children: ReactNode;
};

/**
 * A record in a dialog (a CRM's person, a roadmap's feature): its fields, kept with the save button (a wrong field said
 * beside it, and nothing lost); once saved, 'Delete' (asked first) and, for a person, the activity log, whose entries
 * are kept at once.
 */
export function RecordDialog({ isNew, texts, onSubmit, log, opener, onDelete, onClose, children }: RecordDialogProps) {
  const t = useT();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = Object.keys(onSubmit());
    if (first === undefined) return onClose();
    const box = (path: string) =>
      form.current?.querySelector<HTMLElement>(`[data-record-field="${path}"] :is(input, textarea, select)`);
    (box(first) ?? box(first.split('.')[0]!))?.focus();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        title={texts.title}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener?.focus();
        }}
      >
        <form ref={form} onSubmit={submit} noValidate className="space-y-3">
          {children}
          <div className="flex flex-wrap justify-between gap-2">
            {!isNew && (
              <Button variant="outline" className="text-destructive" onClick={() => setConfirmDelete(true)}>
                {texts.delete}
              </Button>
            )}
            <div className="ml-auto flex gap-2">
              <Button variant="outline" onClick={onClose}>
                {t({ id: 'recordDialog.cancel', defaultMessage: 'Cancel' })}
              </Button>
              <Button type="submit">{texts.save}</Button>
            </div>
          </div>
        </form>
        {!isNew && log && (
          <div className="mt-6 border-t pt-4">
            <ActivityLog
              activities={log.activities}
              today={log.today}
              onAdd={(activity) => log.onActivities([...log.activities, activity])}
              onRemove={(id) => log.onActivities(log.activities.filter((activity) => activity.id !== id))}
            />
          </div>
        )}
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={texts.deleteTitle}
          description={texts.deleteDescription}
          confirmLabel={t({ id: 'recordDialog.deleteConfirm', defaultMessage: 'Delete' })}
          onConfirm={() => {
            onDelete();
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
