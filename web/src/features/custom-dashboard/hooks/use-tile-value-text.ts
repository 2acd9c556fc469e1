import type { TileValue } from '@core/dashboard/dashboard-tile';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/** A tile's figure in the page's language: '3 months', '₹2,60,000', '30%', '2.4 / 5', a day in the company's order. */
export function useTileValueText(): (value: TileValue) => string {
  const t = useT();
  const intl = useIntl();
  const format = useFormat();
  return (value) => {
    switch (value.kind) {
      case 'count':
      case 'number':
        return intl.formatNumber(value.value);
      case 'money':
        return format.money(value.amount, value.currency);
      case 'share':
        return intl.formatNumber(value.value, { style: 'percent', maximumFractionDigits: 0 });
      case 'score':
        return t(
          { id: 'customDashboard.value.score', defaultMessage: '{score} / 5' },
          { score: intl.formatNumber(value.value, { maximumFractionDigits: 1 }) },
        );
      case 'day':
        return format.calendarDate(value.value);
      case 'months':
        return value.value === null
          ? t({ id: 'customDashboard.value.beyondPlan', defaultMessage: 'Beyond the plan' })
          : t(
              { id: 'customDashboard.value.months', defaultMessage: '{count, plural, one {# month} other {# months}}' },
              { count: value.value },
            );
    }
  };
}
