import { budgetBarColour, budgetBarWidth, totalTransactions, type BudgetBarColour } from '@core/tools/sample-tools/budget';
import { SAMPLE_BUDGET, SAMPLE_TRANSACTIONS, type BudgetLine } from '@core/tools/sample-tools/sample-data';
import { IndianRupee, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { ComingSoonNote, SamplePage, SampleRowList, SampleSection } from './sample-page';
import { useSampleText } from './sample-text';

const barClasses: Record<BudgetBarColour, string> = { red: 'bg-red-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' };

/** The AI Accountant sample page: revenue, expenses and profit, the budget, and recent transactions. */
export function AiAccountant() {
  const t = useT();
  const { toolName } = useToolText();
  const text = useSampleText();
  const totals = totalTransactions(SAMPLE_TRANSACTIONS);
  return (
    <SamplePage
      title={toolName('ai-accountant')}
      description={t({ id: 'sampleTools.aiAccountant.description', defaultMessage: 'See where your money goes: revenue, expenses and budgets at a glance.' })}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard title={t({ id: 'sampleTools.aiAccountant.totalRevenue', defaultMessage: 'Total Revenue' })} amount={totals.revenue} icon={TrendingUp} />
        <SummaryCard title={t({ id: 'sampleTools.aiAccountant.totalExpenses', defaultMessage: 'Total Expenses' })} amount={totals.expenses} icon={TrendingDown} />
        <SummaryCard title={t({ id: 'sampleTools.aiAccountant.netProfit', defaultMessage: 'Net Profit' })} amount={totals.netProfit} icon={IndianRupee} />
      </div>
      <SampleSection title={t({ id: 'sampleTools.aiAccountant.budget', defaultMessage: 'Budget Overview' })}>
        <Card className="space-y-5">
          {SAMPLE_BUDGET.map((line) => (
            <BudgetBar key={line.name} line={line} />
          ))}
        </Card>
      </SampleSection>
      <SampleSection title={t({ id: 'sampleTools.aiAccountant.transactions', defaultMessage: 'Recent Transactions' })}>
        <SampleRowList
          rows={SAMPLE_TRANSACTIONS.map((transaction) => ({
            id: transaction.id,
            title: text.transactionDescription(transaction),
            detail: t(
              { id: 'sampleTools.aiAccountant.transactionDetail', defaultMessage: '{category} · {date}' },
              { category: text.accountName(transaction.category), date: text.formatDate(transaction.date) },
            ),
            trailing: (
              <span className={cn('font-semibold', transaction.amount < 0 ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400')}>
                {text.formatInr(transaction.amount)}
              </span>
            ),
          }))}
        />
      </SampleSection>
      <ComingSoonNote tool="ai-accountant" sample="figures" />
    </SamplePage>
  );
}

function SummaryCard({ title, amount, icon: Icon }: { title: string; amount: number; icon: LucideIcon }) {
  const { formatInr } = useSampleText();
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
  const t = useT();
  const { accountName, formatInr, formatPercent } = useSampleText();
  const colour = budgetBarColour(line.percentage);
  const width = budgetBarWidth(line.percentage);
  const name = accountName(line.name);
  const percent = formatPercent(line.percentage);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">
          {t(
            { id: 'sampleTools.aiAccountant.budgetSpent', defaultMessage: '{spent} of {allocated} ({percent})' },
            { spent: formatInr(line.spent), allocated: formatInr(line.allocated), percent },
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t({ id: 'sampleTools.aiAccountant.budgetBarLabel', defaultMessage: '{name} budget used' }, { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={t({ id: 'sampleTools.aiAccountant.budgetBarValue', defaultMessage: '{percent} of budget used' }, { percent })}
        data-colour={colour}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', barClasses[colour])} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
