import { EmptyState } from '@/components/empty-state';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';

/**
 * The books' summary of a period without transactions (ADR 0072): the first steps — import a statement, add a
 * transaction — instead of totals of nothing and a chart of zeros. No sample: a sample in the founder's books would
 * be fake transactions among real ones.
 */
export function BooksEmpty() {
  const t = useT();
  return (
    <EmptyState
      title={t({ id: 'aiAccountant.empty.title', defaultMessage: 'No figures for this period yet' })}
      description={t({
        id: 'aiAccountant.empty.description',
        defaultMessage:
          'Your revenue, expenses and net profit, and their chart by month, show here once this period has transactions.',
      })}
      actions={[
        {
          label: t({ id: 'aiAccountant.empty.import', defaultMessage: 'Import a bank statement' }),
          onClick: () => goToField(t({ id: 'aiAccountant.import.file', defaultMessage: 'Bank statement (CSV)' })),
        },
        {
          label: t({ id: 'aiAccountant.empty.add', defaultMessage: 'Add your first transaction' }),
          onClick: () => goToField(t({ id: 'aiAccountant.form.date', defaultMessage: 'Date' })),
        },
      ]}
    />
  );
}
