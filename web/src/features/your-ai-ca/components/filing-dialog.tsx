import {
  filingInputSchema,
  updateFilingInputSchema,
  type FilingInput,
  type FilingView,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { RECURRENCES, type Recurrence } from '@core/tools/your-ai-ca/recurrences';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { useSaveFiling } from '../api/save-filing';
import { useDraftForm } from '../hooks/use-draft-form';
import { useFilingText } from '../hooks/use-filing-text';
import { FormDialog } from './form-dialog';
import { SelectField } from '@/components/ui/select-field';

type FilingDialogProps = {
  /** The filing to change, or null to add one of the user's own. */
  filing: FilingView | null;
  /** The user's today: a new filing starts this month, due in a month. */
  today: string;
  onClose: () => void;
};

/** Adds a filing or changes one; on a change only what the user changed is sent (a calendar filing keeps its rule when only its date moves). */
export function FilingDialog({ filing, today, onClose }: FilingDialogProps) {
  const t = useT();
  const text = useFilingText();
  const save = useSaveFiling();
  const initial: FilingInput = filing
    ? { type: text.filingType(filing), period: filing.period, dueDate: filing.dueDate, recurrence: filing.recurrence }
    : { type: '', period: today.slice(0, 7), dueDate: today, recurrence: 'monthly' };
  const changed = (draft: FilingInput) =>
    Object.fromEntries(
      (Object.keys(draft) as (keyof FilingInput)[])
        .filter((key) => draft[key] !== initial[key])
        .map((key) => [key, draft[key]]),
    );
  const form = useDraftForm({
    initial,
    toInput: (draft) => (filing ? changed(draft) : draft),
    schema: filing ? updateFilingInputSchema : filingInputSchema,
    mutation: {
      isPending: save.isPending,
      mutateAsync: (input) => save.mutateAsync({ id: filing?.id ?? null, input: input as FilingInput }),
    },
    onSaved: onClose,
  });
  const { draft, set, errors } = form;
  const title = filing
    ? t({ id: 'yourAiCa.filingDialog.editTitle', defaultMessage: 'Edit filing' })
    : t({ id: 'yourAiCa.filingDialog.addTitle', defaultMessage: 'Add filing' });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      form={form}
      submitLabel={t({ id: 'yourAiCa.filingDialog.save', defaultMessage: 'Save filing' })}
    >
      <FormField
        label={t({ id: 'yourAiCa.filingDialog.type', defaultMessage: 'Filing type' })}
        value={draft.type}
        onChange={(event) => set('type', event.target.value)}
        error={errors.type}
      />
      <FormField
        label={t({ id: 'yourAiCa.filingDialog.period', defaultMessage: 'Period (first month)' })}
        type="month"
        value={draft.period}
        onChange={(event) => set('period', event.target.value)}
        error={errors.period}
      />
      <DateField
        label={t({ id: 'yourAiCa.filingDialog.dueDate', defaultMessage: 'Due date' })}
        value={draft.dueDate}
        onChange={(dueDate) => set('dueDate', dueDate)}
        error={errors.dueDate}
      />
      <SelectField<Recurrence>
        label={t({ id: 'yourAiCa.filingDialog.recurrence', defaultMessage: 'Repeats' })}
        value={draft.recurrence}
        options={RECURRENCES.map((value) => ({ value, label: text.recurrenceName(value) }))}
        onChange={(value) => set('recurrence', value)}
      />
      {filing?.ruleId && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'yourAiCa.filingDialog.yourDateWins',
            defaultMessage:
              'The calendar worked this date out from the general rule. If your case differs, change it: your date wins.',
          })}
        </p>
      )}
    </FormDialog>
  );
}
