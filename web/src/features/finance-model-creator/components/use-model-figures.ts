import type { Currency } from '@core/tools/money';
import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useProjectionText } from './use-projection-text';

/** The model's headline figures, as written: runway, break-even, cash at the end, lowest cash (the bar shows the first three). */
export function useModelFigures(projection: Projection | null, currency: Currency) {
  const t = useT();
  const money = useMoney(currency);
  const text = useProjectionText();
  if (projection === null) return [];
  const last = projection.months[projection.months.length - 1];
  return [
    { label: t({ id: 'financeModel.results.runway', defaultMessage: 'Runway' }), value: text.runway(projection) },
    {
      label: t({ id: 'financeModel.results.breakEven', defaultMessage: 'Break-even' }),
      value: text.breakEven(projection),
    },
    {
      label: t({ id: 'financeModel.results.endingCash', defaultMessage: 'Cash at the end' }),
      value: money.formatWhole(last?.cash ?? 0),
    },
    {
      label: t({ id: 'financeModel.results.lowestCash', defaultMessage: 'Lowest cash' }),
      value: money.formatWhole(projection.lowestCash),
    },
  ];
}
