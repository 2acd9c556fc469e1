import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** How the results are said: the runway, the break-even month, a month's label and a number of months, in the page's language. */
export function useProjectionText() {
  const t = useT();
  return useMemo(() => {
    const notWithinPlan = t({ id: 'financeModel.results.notWithinPlan', defaultMessage: 'Not within the plan' });
    /** '1 month', '15 months'. */
    const months = (count: number) =>
      t(
        { id: 'financeModel.results.runwayMonths', defaultMessage: '{count, plural, one {# month} other {# months}}' },
        { count },
      );
    /** 'Month 16'. */
    const month = (number: number) =>
      t({ id: 'financeModel.results.month', defaultMessage: 'Month {month}' }, { month: number });
    return {
      months,
      month,
      /** '15 months', or 'Not within the plan' when the cash lasts the whole plan. */
      runway: ({ runwayMonths }: Projection) => (runwayMonths === null ? notWithinPlan : months(runwayMonths)),
      /** 'Month 16', or 'Not within the plan'. */
      breakEven: ({ breakEvenMonth }: Projection) => (breakEvenMonth === null ? notWithinPlan : month(breakEvenMonth)),
      /** The short month label of the charts' axis: 'M16'. */
      monthShort: (month: number) =>
        t({ id: 'financeModel.results.monthShort', defaultMessage: 'M{month}' }, { month }),
    };
  }, [t]);
}
