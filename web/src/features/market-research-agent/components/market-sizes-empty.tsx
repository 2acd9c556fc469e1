import { EmptyState } from '@/components/empty-state';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';

type MarketSizesEmptyProps = {
  /** The label of the first figure to enter ('Potential customers'). */
  firstField: string;
  onTrySample: () => void;
};

/** The market's size before any figure is in (ADR 0072): the first figure to enter, or a sample — not $0 everywhere. */
export function MarketSizesEmpty({ firstField, onTrySample }: MarketSizesEmptyProps) {
  const t = useT();
  return (
    <EmptyState
      title={t({ id: 'marketResearch.empty.title', defaultMessage: 'No market figures yet' })}
      description={t({
        id: 'marketResearch.empty.description',
        defaultMessage:
          'Enter how many customers could buy and what each spends a year to see your TAM, SAM, SOM and their chart.',
      })}
      actions={[
        {
          label: t({ id: 'marketResearch.empty.firstFigure', defaultMessage: 'Enter your first figure' }),
          onClick: () => goToField(firstField),
        },
      ]}
      onTrySample={onTrySample}
    />
  );
}
