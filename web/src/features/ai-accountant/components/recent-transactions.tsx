import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useDeleteTransaction } from '../api/books-api';
import { useBooksText } from '../hooks/use-books-text';

/** The period's newest transactions: description, category and date, the amount (red for an expense), and Delete. */
export function RecentTransactions({ books }: { books: BooksView }) {
  const t = useT();
  const said = useSaid();
  const money = useMoney(books.currency);
  const text = useBooksText();
  const remove = useDeleteTransaction();
  if (books.recent.length === 0) {
    return <p className="text-muted-foreground">{t({ id: 'aiAccountant.noTransactions', defaultMessage: 'No transactions in this period yet. Add one or import a bank statement.' })}</p>;
  }
  return (
    <Card className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {t(
          { id: 'aiAccountant.transactionsShown', defaultMessage: 'The newest {shown} of {count, plural, one {# transaction} other {# transactions}} in this period' },
          { shown: books.recent.length, count: books.count },
        )}
      </p>
      <ul className="divide-y">
        {books.recent.map((transaction) => (
          <li key={transaction.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{transaction.description}</p>
              <p className="text-sm text-muted-foreground">
                {t({ id: 'aiAccountant.transactionDetail', defaultMessage: '{category} · {date}' }, { category: text.category(transaction.category), date: text.date(transaction.date) })}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span className={cn('font-semibold', transaction.amount < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400')}>{money.format(transaction.amount)}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={t({ id: 'aiAccountant.deleteTransaction', defaultMessage: 'Delete {description}' }, { description: transaction.description })}
                onClick={() => remove.mutate(transaction.id)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <FormAlert message={remove.isError ? said(messageOf(remove.error, somethingWentWrong())) : undefined} />
    </Card>
  );
}
