import { EmptyState } from '@/components/empty-state';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';

/**
 * The results of a model with nothing in it (ADR 0072, 0075): the first figure to enter, or a sample — not a runway
 * of zeros and flat charts.
 */
export function ModelEmpty({ onTrySample }: { onTrySample: () => void }) {
  const t = useT();
  return (
    <EmptyState
      title={t({ id: 'financeModel.empty.title', defaultMessage: 'Nothing to project yet' })}
      description={t({
        id: 'financeModel.empty.description',
        defaultMessage:
          'Enter your starting cash, or add a revenue stream, a role or an expense, to see your runway, break-even and cash month by month.',
      })}
      actions={[
        {
          label: t({ id: 'financeModel.empty.startingCash', defaultMessage: 'Enter your starting cash' }),
          // The field's label, as the Basics section gives it.
          onClick: () => goToField(t({ id: 'financeModel.basics.startingCash', defaultMessage: 'Starting cash' })),
        },
      ]}
      onTrySample={onTrySample}
    />
  );
}
