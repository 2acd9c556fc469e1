import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import type { Transaction } from '@core/tools/ai-accountant/books';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { IconButton } from '@/components/ui/icon-button';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useDeleteTransaction } from '../api/books-api';
import { useBooksText } from '../hooks/use-books-text';
import { EditTransactionDialog } from './edit-transaction-dialog';

/** The period's newest transactions: description, category and date, the amount (red for an expense), Edit and Delete. */
export function RecentTransactions({ books }: { books: BooksView }) {
  const t = useT();
  const said = useSaid();
  const money = useMoney(books.currency);
  const text = useBooksText();
  const remove = useDeleteTransaction();
  const [editing, setEditing] = useState<{ transaction: Transaction; opener: HTMLElement } | null>(null);
  if (books.recent.length === 0) {
    return (
      <p className="text-muted-foreground">
        {t({
          id: 'aiAccountant.noTransactions',
          defaultMessage: 'No transactions in this period yet. Add one or import a bank statement.',
        })}
      </p>
    );
  }
  return (
    <Card className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {t(
          {
            id: 'aiAccountant.transactionsShown',
            defaultMessage:
              'The newest {shown} of {count, plural, one {# transaction} other {# transactions}} in this period',
          },
          { shown: books.recent.length, count: books.count },
        )}
      </p>
      <ul className="divide-y">
        {books.recent.map((transaction) => (
          <li key={transaction.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{transaction.description}</p>
              <p className="text-sm text-muted-foreground">
                {t(
                  { id: 'aiAccountant.transactionDetail', defaultMessage: '{category} · {date}' },
                  { category: text.category(transaction.category), date: text.date(transaction.date) },
                )}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span
                className={cn(
                  'font-semibold',
                  transaction.amount < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
                )}
              >
                {money.format(transaction.amount)}
              </span>
              <IconButton
                icon={Pencil}
                label={t(
                  { id: 'aiAccountant.editTransaction', defaultMessage: 'Edit {description}' },
                  { description: transaction.description },
                )}
                onClick={(event) => setEditing({ transaction, opener: event.currentTarget })}
              />
              <IconButton
                icon={Trash2}
                disabled={remove.isPending}
                label={t(
                  { id: 'aiAccountant.deleteTransaction', defaultMessage: 'Delete {description}' },
                  { description: transaction.description },
                )}
                onClick={() => remove.mutate(transaction.id)}
              />
            </div>
          </li>
        ))}
      </ul>
      <FormAlert message={remove.isError ? said(messageOf(remove.error, somethingWentWrong())) : undefined} />
      {editing && (
        <EditTransactionDialog
          {...editing}
          categories={books.categories}
          currency={books.currency}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
