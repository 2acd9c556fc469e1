import { amountNumber } from '@core/tools/amount-typing';
import { fileFilingInputSchema, type FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';
import { useFileFiling } from '../api/file-filing';
import { useDraftForm } from '../hooks/use-draft-form';
import { useFilingText } from '../hooks/use-filing-text';
import { FormDialog } from './form-dialog';
import { DateField } from '@/components/date-field';

/** 'File Now': when it was filed (today unless told), its acknowledgement or challan number and the amount paid, both optional. */
export function FileNowDialog({ filing, today, onClose }: { filing: FilingView; today: string; onClose: () => void }) {
  const t = useT();
  const text = useFilingText();
  const fileNow = useFileFiling();
  const form = useDraftForm({
    initial: { filedOn: today, reference: '', amount: '' },
    toInput: ({ filedOn, reference, amount }) => ({
      filedOn,
      reference,
      // The amount as its field hands it: plain digits, or text that is no amount (ADR 0073).
      ...(amount.trim() ? { amount: amountNumber(amount) } : {}),
    }),
    schema: fileFilingInputSchema,
    mutation: {
      isPending: fileNow.isPending,
      mutateAsync: async (input) => {
        const { next } = await fileNow.mutateAsync({ id: filing.id, input });
        toast.success(
          next
            ? t(
                { id: 'yourAiCa.fileNow.filedWithNext', defaultMessage: 'Filed. The next one is due {date}.' },
                { date: text.formatDate(next.dueDate) },
              )
            : t({ id: 'yourAiCa.fileNow.filed', defaultMessage: 'Filed.' }),
        );
      },
    },
    onSaved: onClose,
  });
  const { draft, set, errors } = form;
  return (
    <FormDialog
      title={t({ id: 'yourAiCa.fileNow.title', defaultMessage: 'File {type}' }, { type: text.filingType(filing) })}
      onClose={onClose}
      form={form}
      submitLabel={t({ id: 'yourAiCa.fileNow.submit', defaultMessage: 'Mark as filed' })}
    >
      <DateField
        label={t({ id: 'yourAiCa.fileNow.filedOn', defaultMessage: 'Filed on' })}
        value={draft.filedOn}
        onChange={(filedOn) => set('filedOn', filedOn)}
        error={errors.filedOn}
      />
      <FormField
        label={t({ id: 'yourAiCa.fileNow.reference', defaultMessage: 'Reference (optional)' })}
        value={draft.reference}
        onChange={(event) => set('reference', event.target.value)}
        error={errors.reference}
      />
      <MoneyField
        label={t({ id: 'yourAiCa.fileNow.amount', defaultMessage: 'Amount paid in ₹ (optional)' })}
        currency="INR"
        value={draft.amount}
        onValue={(amount) => set('amount', amount)}
        error={errors.amount}
      />
    </FormDialog>
  );
}
