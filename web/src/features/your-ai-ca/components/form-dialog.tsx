import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { useT } from '@/lib/i18n/use-t';

type FormDialogProps = {
  title: string;
  onClose: () => void;
  form: { onSubmit: (event: FormEvent) => void; formError: string | null; isPending: boolean; isDirty: boolean };
  submitLabel: string;
  children: ReactNode;
};

/** One of the calendar's forms in a dialog: its fields, a message that belongs to no field, Save; leaving with changes asks first. */
export function FormDialog({ title, onClose, form, submitLabel, children }: FormDialogProps) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title}>
        <form noValidate onSubmit={form.onSubmit} className="space-y-4">
          {children}
          <FormAlert message={form.formError} />
          <SubmitButton
            isPending={form.isPending}
            busyLabel={t({ id: 'yourAiCa.form.saving', defaultMessage: 'Saving…' })}
          >
            {submitLabel}
          </SubmitButton>
        </form>
        <UnsavedChangesGuard when={form.isDirty} />
      </DialogContent>
    </Dialog>
  );
}
