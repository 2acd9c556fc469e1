import { budgetBarColour, budgetBarWidth, totalTransactions, type BudgetBarColour } from '@core/tools/sample-tools/budget';
import { formatInr, formatSampleDate, SAMPLE_BUDGET, SAMPLE_TRANSACTIONS, type BudgetLine } from '@core/tools/sample-tools/sample-data';
import { IndianRupee, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ComingSoonNote, SamplePage, SampleRowList, SampleSection } from './sample-page';

const barClasses: Record<BudgetBarColour, string> = { red: 'bg-red-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' };

/** The AI Accountant sample page: revenue, expenses and profit, the budget, and recent transactions. */
export function AiAccountant() {
  const totals = totalTransactions(SAMPLE_TRANSACTIONS);
  return (
    <SamplePage title="AI Accountant" description="See where your money goes: revenue, expenses and budgets at a glance.">
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard title="Total Revenue" amount={totals.revenue} icon={TrendingUp} />
        <SummaryCard title="Total Expenses" amount={totals.expenses} icon={TrendingDown} />
        <SummaryCard title="Net Profit" amount={totals.netProfit} icon={IndianRupee} />
      </div>
      <SampleSection title="Budget Overview">
        <Card className="space-y-5">
          {SAMPLE_BUDGET.map((line) => (
            <BudgetBar key={line.name} line={line} />
          ))}
        </Card>
      </SampleSection>
      <SampleSection title="Recent Transactions">
        <SampleRowList
          rows={SAMPLE_TRANSACTIONS.map((transaction) => ({
            id: transaction.id,
            title: transaction.description,
            detail: `${transaction.category} · ${formatSampleDate(transaction.date)}`,
            trailing: (
              <span className={cn('font-semibold', transaction.amount < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400')}>
                {formatInr(transaction.amount)}
              </span>
            ),
          }))}
        />
      </SampleSection>
      <ComingSoonNote>These are sample figures. Full functionality of AI Accountant is coming soon.</ComingSoonNote>
    </SamplePage>
  );
}

function SummaryCard({ title, amount, icon: Icon }: { title: string; amount: number; icon: LucideIcon }) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId}>
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className={cn('mt-2 text-2xl font-bold', amount < 0 && 'text-destructive')}>{formatInr(amount)}</p>
    </Card>
  );
}

function BudgetBar({ line }: { line: BudgetLine }) {
  const colour = budgetBarColour(line.percentage);
  const width = budgetBarWidth(line.percentage);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{line.name}</span>
        <span className="text-muted-foreground">
          {formatInr(line.spent)} of {formatInr(line.allocated)} ({line.percentage}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${line.name} budget used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={`${line.percentage}% of budget used`}
        data-colour={colour}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', barClasses[colour])} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
