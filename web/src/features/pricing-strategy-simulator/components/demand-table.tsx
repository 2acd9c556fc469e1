import type { DemandPoint } from '@core/tools/pricing-strategy-simulator/demand-model';
import { useT } from '@/lib/i18n/use-t';
import type { PricingFormat } from './use-pricing-format';
import { WideTable } from '@/components/ui/wide-table';

/** Customers, revenue and ARPU at each price change of the sweep. */
export function DemandTable({ sweep, format }: { sweep: readonly DemandPoint[]; format: PricingFormat }) {
  const t = useT();
  return (
    <WideTable className="text-right text-sm">
      <caption className="sr-only">
        {t({ id: 'pricing.demand.tableCaption', defaultMessage: 'Customers, revenue and ARPU at each price change' })}
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 text-left">
            {t({ id: 'pricing.demand.change', defaultMessage: 'Price change' })}
          </th>
          <th scope="col" className="py-2">
            {t({ id: 'pricing.demand.customersColumn', defaultMessage: 'Customers' })}
          </th>
          <th scope="col" className="py-2">
            {t({ id: 'pricing.demand.revenue', defaultMessage: 'Monthly revenue' })}
          </th>
          <th scope="col" className="py-2">
            {t({ id: 'pricing.demand.arpu', defaultMessage: 'ARPU' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {sweep.map((point) => (
          <tr key={point.factor} className="border-b border-border/50">
            <th scope="row" className="py-1.5 text-left font-normal">
              {format.change(point.factor)}
            </th>
            <td className="py-1.5">{format.count(point.customers)}</td>
            <td className="py-1.5">{format.formatWhole(point.revenue)}</td>
            <td className="py-1.5">{format.format(point.arpu)}</td>
          </tr>
        ))}
      </tbody>
    </WideTable>
  );
}
