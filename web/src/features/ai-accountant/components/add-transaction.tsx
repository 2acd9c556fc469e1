import type { Currency } from '@core/tools/money';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useAddTransaction } from '../api/books-api';
import { TransactionForm } from './transaction-form';

/** 'Add a transaction': the form, emptied once the transaction is in the books. */
export function AddTransaction({ categories, currency }: { categories: readonly string[]; currency: Currency }) {
  const t = useT();
  const add = useAddTransaction();
  return (
    <Card className="space-y-3">
      <h3 className="font-medium">{t({ id: 'aiAccountant.form.title', defaultMessage: 'Add a transaction' })}</h3>
      <TransactionForm
        categories={categories}
        currency={currency}
        submitLabel={t({ id: 'aiAccountant.form.add', defaultMessage: 'Add transaction' })}
        repeatLabel={t({ id: 'aiAccountant.form.addRepeat', defaultMessage: 'Add it anyway' })}
        onSave={add.mutateAsync}
        isSaving={add.isPending}
        className="sm:grid-cols-2 lg:grid-cols-4"
      />
    </Card>
  );
}
