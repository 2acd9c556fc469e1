import { EmptyState } from '@/components/empty-state';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';

type PricingEmptyProps = {
  /** No customers at today's prices (else nothing is priced): the first step goes to what is missing. */
  hasNoCustomers: boolean;
  onTrySample: () => void;
};

/**
 * The simulation with no revenue to simulate — nothing priced, or no customers (ADR 0072, 0075): the first figure to
 * enter, or a sample, instead of a chart and a table of zeros.
 */
export function PricingEmpty({ hasNoCustomers, onTrySample }: PricingEmptyProps) {
  const t = useT();
  return (
    <EmptyState
      title={t({ id: 'pricing.empty.title', defaultMessage: 'No revenue to simulate yet' })}
      description={t({
        id: 'pricing.empty.description',
        defaultMessage:
          'Enter your tiers’ prices and how many customers buy at them to see revenue across prices and the price that earns most.',
      })}
      actions={[
        hasNoCustomers
          ? {
              label: t({ id: 'pricing.empty.customers', defaultMessage: 'Enter your customers' }),
              // The fields' labels, as the tiers card gives them.
              onClick: () =>
                goToField(t({ id: 'pricing.demand.customers', defaultMessage: 'Customers at these prices' })),
            }
          : {
              label: t({ id: 'pricing.empty.price', defaultMessage: 'Enter a price' }),
              onClick: () =>
                goToField(
                  t({ id: 'pricing.tiers.price', defaultMessage: 'Tier {number} monthly price' }, { number: 1 }),
                ),
            },
      ]}
      onTrySample={onTrySample}
    />
  );
}
