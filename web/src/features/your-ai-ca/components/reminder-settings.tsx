import { complianceSettingsInputSchema, type ComplianceSettings } from '@core/tools/your-ai-ca/compliance-contracts';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';
import { useSaveSettings } from '../api/save-settings';
import { useDraftForm } from '../hooks/use-draft-form';

/** How many days before a due date the reminder comes, in the inbox and by e-mail (when E-mail notifications is on). */
export function ReminderSettings({ settings }: { settings: ComplianceSettings }) {
  const t = useT();
  const save = useSaveSettings();
  const initial = { reminderDays: String(settings.reminderDays) };
  const form = useDraftForm({
    initial,
    toInput: ({ reminderDays }) => ({ reminderDays: reminderDays.trim() === '' ? Number.NaN : Number(reminderDays) }),
    schema: complianceSettingsInputSchema,
    mutation: save,
    onSaved: () => toast.success(t({ id: 'yourAiCa.reminder.saved', defaultMessage: 'Reminder saved' })),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-border p-4"
    >
      <div className="w-48">
        <FormField
          label={t({ id: 'yourAiCa.reminder.days', defaultMessage: 'Remind me (days before)' })}
          type="number"
          min={0}
          max={30}
          value={form.draft.reminderDays}
          onChange={(event) => form.set('reminderDays', event.target.value)}
          error={form.errors.reminderDays}
        />
      </div>
      <SubmitButton
        className="w-auto"
        isPending={form.isPending}
        busyLabel={t({ id: 'yourAiCa.form.saving', defaultMessage: 'Saving…' })}
      >
        {t({ id: 'yourAiCa.reminder.save', defaultMessage: 'Save reminder' })}
      </SubmitButton>
      <p className="basis-full text-sm text-muted-foreground">
        {t({
          id: 'yourAiCa.reminder.how',
          defaultMessage:
            'Reminders come to your inbox, and by e-mail when E-mail notifications is on in your preferences.',
        })}
      </p>
      <FormAlert message={form.formError} className="basis-full" />
      <UnsavedChangesGuard when={form.isDirty} />
    </form>
  );
}
