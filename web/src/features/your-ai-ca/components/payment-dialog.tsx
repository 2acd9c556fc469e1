import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import {
  PAYMENT_STATUSES,
  paymentInputSchema,
  type PaymentStatus,
  type PaymentView,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { CurrencySelect } from '@/components/currency-select';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { useSavePayment } from '../api/save-payment';
import { useDraftForm } from '../hooks/use-draft-form';
import { usePaymentText } from '../hooks/use-payment-text';
import { FormDialog } from './form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { DateField } from '@/components/date-field';

type PaymentDialogProps = { payment: PaymentView | null; today: string; onClose: () => void };

/** Adds a payment (in rupees unless another currency is chosen) or changes one. */
export function PaymentDialog({ payment, today, onClose }: PaymentDialogProps) {
  const t = useT();
  const { statusName } = usePaymentText();
  const save = useSavePayment();
  const form = useDraftForm({
    initial: payment
      ? {
          description: payment.description,
          amount: String(payment.amount),
          currency: payment.currency,
          paidOn: payment.paidOn,
          status: payment.status,
        }
      : {
          description: '',
          amount: '',
          currency: 'INR' as Currency,
          paidOn: today,
          status: 'completed' as PaymentStatus,
        },
    // The amount as its field hands it: plain digits, '' or text that is no amount (ADR 0073).
    toInput: (draft) => ({ ...draft, amount: amountNumber(draft.amount) }),
    schema: paymentInputSchema,
    mutation: {
      isPending: save.isPending,
      mutateAsync: (input) => save.mutateAsync({ id: payment?.id ?? null, input }),
    },
    onSaved: onClose,
  });
  const { draft, set, errors } = form;
  return (
    <FormDialog
      title={
        payment
          ? t({ id: 'yourAiCa.paymentDialog.editTitle', defaultMessage: 'Edit payment' })
          : t({ id: 'yourAiCa.paymentDialog.addTitle', defaultMessage: 'Add payment' })
      }
      onClose={onClose}
      form={form}
      submitLabel={t({ id: 'yourAiCa.paymentDialog.save', defaultMessage: 'Save payment' })}
    >
      <FormField
        label={t({ id: 'yourAiCa.paymentDialog.description', defaultMessage: 'Description' })}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <MoneyField
        label={t({ id: 'yourAiCa.paymentDialog.amount', defaultMessage: 'Amount' })}
        currency={draft.currency}
        value={draft.amount}
        onValue={(amount) => set('amount', amount)}
        error={errors.amount}
      />
      <CurrencySelect value={draft.currency} onChange={(currency) => set('currency', currency)} />
      <DateField
        label={t({ id: 'yourAiCa.paymentDialog.date', defaultMessage: 'Date' })}
        value={draft.paidOn}
        onChange={(paidOn) => set('paidOn', paidOn)}
        error={errors.paidOn}
      />
      <SelectField<PaymentStatus>
        label={t({ id: 'yourAiCa.paymentDialog.status', defaultMessage: 'Status' })}
        value={draft.status}
        options={PAYMENT_STATUSES.map((value) => ({ value, label: statusName(value) }))}
        onChange={(value) => set('status', value)}
      />
    </FormDialog>
  );
}
