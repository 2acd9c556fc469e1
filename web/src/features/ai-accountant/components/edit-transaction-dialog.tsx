import type { Transaction } from '@core/tools/ai-accountant/books';
import type { Currency } from '@core/tools/money';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateTransaction } from '../api/books-api';
import { TransactionForm } from './transaction-form';

type EditTransactionDialogProps = {
  transaction: Transaction;
  categories: readonly string[];
  /** The books'. */
  currency: Currency;
  /** The control that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement | null;
  onClose: () => void;
};

/** Changes a transaction's date, description, amount or category; Escape or Cancel leaves it as it was (not while saving). */
export function EditTransactionDialog({
  transaction,
  categories,
  currency,
  opener,
  onClose,
}: EditTransactionDialogProps) {
  const t = useT();
  const update = useUpdateTransaction();
  const close = () => !update.isPending && onClose();
  const { date, description, amount, category } = transaction;
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t({ id: 'aiAccountant.edit.title', defaultMessage: 'Edit transaction' })}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener?.focus();
        }}
      >
        <TransactionForm
          categories={categories}
          currency={currency}
          initial={{ date, description, amount: String(amount), category }}
          submitLabel={t({ id: 'aiAccountant.edit.save', defaultMessage: 'Save changes' })}
          repeatLabel={t({ id: 'aiAccountant.edit.saveRepeat', defaultMessage: 'Save it anyway' })}
          onSave={(changes) => update.mutateAsync({ id: transaction.id, changes })}
          isSaving={update.isPending}
          onSaved={onClose}
        >
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            {t({ id: 'aiAccountant.edit.cancel', defaultMessage: 'Cancel' })}
          </Button>
        </TransactionForm>
      </DialogContent>
    </Dialog>
  );
}
