import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import {
  budgetBarColour,
  budgetBarWidth,
  type BudgetBarColour,
  type BudgetLine,
} from '@core/tools/ai-accountant/books';
import { Coins, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useMoney, type Money } from '@/lib/use-money';
import { useBooksText } from '../hooks/use-books-text';
import { BooksEmpty } from './books-empty';

/** The spec's bar colours: red above 90 % spent, yellow above 75 %, otherwise green. */
const barClasses: Record<BudgetBarColour, string> = {
  red: 'bg-red-500',
  yellow: 'bg-amber-400',
  green: 'bg-emerald-500',
};

/** Total Revenue, Total Expenses and Net Profit of the period, and its months as a chart; the first steps without transactions. */
export function BooksSummary({ books }: { books: BooksView }) {
  const t = useT();
  const money = useMoney(books.currency);
  const text = useBooksText();
  const { totals, monthly } = books;
  const series = useMemo(
    () => [
      {
        id: 'revenue',
        label: t({ id: 'aiAccountant.chart.revenue', defaultMessage: 'Revenue' }),
        values: monthly.map((month) => month.revenue),
      },
      {
        id: 'expenses',
        label: t({ id: 'aiAccountant.chart.expenses', defaultMessage: 'Expenses' }),
        values: monthly.map((month) => month.expenses),
      },
    ],
    [monthly, t],
  );
  if (books.count === 0) return <BooksEmpty />;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard
          money={money}
          title={t({ id: 'aiAccountant.totalRevenue', defaultMessage: 'Total Revenue' })}
          amount={totals.revenue}
          icon={TrendingUp}
        />
        <SummaryCard
          money={money}
          title={t({ id: 'aiAccountant.totalExpenses', defaultMessage: 'Total Expenses' })}
          amount={totals.expenses}
          icon={TrendingDown}
        />
        <SummaryCard
          money={money}
          title={t({ id: 'aiAccountant.netProfit', defaultMessage: 'Net Profit' })}
          amount={totals.netProfit}
          icon={Coins}
        />
      </div>
      <Card>
        <BarChart
          title={t({ id: 'aiAccountant.chart.title', defaultMessage: 'Revenue and expenses by month' })}
          xLabels={monthly.map((month) => text.month(month.month))}
          series={series}
          formatValue={money.formatCompact}
        />
      </Card>
    </>
  );
}

function SummaryCard({
  title,
  amount,
  icon: Icon,
  money,
}: {
  title: string;
  amount: number;
  icon: LucideIcon;
  money: Money;
}) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId}>
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className={cn('mt-2 text-2xl font-bold', amount < 0 && 'text-destructive')}>{money.format(amount)}</p>
    </Card>
  );
}

/** One budget line: its category, spent of allocated and the percentage, and a bar coloured by it. */
export function BudgetBar({ line, money }: { line: BudgetLine; money: Money }) {
  const t = useT();
  const text = useBooksText();
  const colour = budgetBarColour(line.percentage);
  const width = budgetBarWidth(line.percentage);
  const name = text.category(line.category);
  const percent = text.percent(line.percentage);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">
          {t(
            { id: 'aiAccountant.budgetSpent', defaultMessage: '{spent} of {allocated} ({percent})' },
            { spent: money.format(line.spent), allocated: money.format(line.allocated), percent },
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t({ id: 'aiAccountant.budgetBarLabel', defaultMessage: '{name} budget used' }, { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={t(
          { id: 'aiAccountant.budgetBarValue', defaultMessage: '{percent} of budget used' },
          { percent },
        )}
        data-colour={colour}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', barClasses[colour])} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
