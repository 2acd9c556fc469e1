import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import type { DateRange } from '@core/tools/ai-accountant/periods';
import { toCsv } from '@core/csv';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ToolPage } from '@/components/tool-page';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryContent } from '@/components/ui/query-content';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { booksQueryOptions, fetchTransactions, useSaveSettings } from '../api/books-api';
import { usePeriod } from '../hooks/use-period';
import { AddTransaction } from './add-transaction';
import { BooksSummary } from './books-summary';
import { BudgetOverview, RulesSection } from './books-sections';
import { PeriodPicker } from './period-picker';
import { RecentTransactions } from './recent-transactions';
import { StatementImport } from './statement-import';

/** AI Accountant: the founder's books over a period — totals, months, budgets, transactions, imports and rules. */
export function AiAccountant() {
  const t = useT();
  const { today, period, setPeriod, range, problem } = usePeriod();
  return (
    <ToolPage
      toolId="ai-accountant"
      description={t({
        id: 'aiAccountant.description',
        defaultMessage:
          'Your books: revenue, expenses and budgets over any period, from transactions you add or import.',
      })}
      width="5xl"
    >
      {today && period ? (
        <Card className="space-y-2">
          <PeriodPicker period={period} today={today} onChange={setPeriod} problem={problem} />
          {range && <PeriodDays range={range} />}
        </Card>
      ) : (
        <Skeleton className="h-20" />
      )}
      {range ? <Books range={range} /> : <Skeleton className="h-96" />}
    </ToolPage>
  );
}

/** The period's first and last day, as the company writes dates: '1 Apr 2026 – 31 Mar 2027'. */
function PeriodDays({ range }: { range: DateRange }) {
  const t = useT();
  const { calendarDate } = useFormat();
  return (
    <p className="text-sm text-muted-foreground">
      {t(
        { id: 'aiAccountant.period.days', defaultMessage: '{from} – {to}' },
        { from: calendarDate(range.from), to: calendarDate(range.to) },
      )}
    </p>
  );
}

function Books({ range }: { range: DateRange }) {
  const t = useT();
  const books = useQuery(booksQueryOptions(range));
  return (
    <QueryContent
      query={books}
      errorMessage={t({
        id: 'aiAccountant.loadFailed',
        defaultMessage: 'Your books could not be loaded. Please try again.',
      })}
      skeletonClassName="h-96"
    >
      {(data) => (
        <div className="space-y-8">
          <BooksToolbar books={data} range={range} />
          <BooksSummary books={data} />
          <Section title={t({ id: 'aiAccountant.budget', defaultMessage: 'Budget Overview' })}>
            <BudgetOverview books={data} />
          </Section>
          <Section title={t({ id: 'aiAccountant.transactions', defaultMessage: 'Recent Transactions' })}>
            <RecentTransactions books={data} />
            <AddTransaction categories={data.categories} currency={data.currency} />
          </Section>
          <Section title={t({ id: 'aiAccountant.import.title', defaultMessage: 'Import a bank statement' })}>
            <Card>
              <StatementImport books={data} />
            </Card>
          </Section>
          <Section title={t({ id: 'aiAccountant.rules.title', defaultMessage: 'Categorisation rules' })}>
            <RulesSection books={data} />
          </Section>
        </div>
      )}
    </QueryContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The books' currency (kept at once) and the period's transactions as CSV. */
function BooksToolbar({ books, range }: { books: BooksView; range: DateRange }) {
  const t = useT();
  const saveSettings = useSaveSettings();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const rows = await fetchTransactions(range);
      const header = [
        t({ id: 'aiAccountant.form.date', defaultMessage: 'Date' }),
        t({ id: 'aiAccountant.form.description', defaultMessage: 'Description' }),
        t({ id: 'aiAccountant.import.amount', defaultMessage: 'Amount' }),
        t({ id: 'aiAccountant.form.category', defaultMessage: 'Category' }),
      ];
      const csv = toCsv([header, ...rows.map((row) => [row.date, row.description, row.amount, row.category])]);
      downloadFile(`transactions-${range.from}-to-${range.to}.csv`, csv, 'text/csv;charset=utf-8');
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <CurrencySelect
        value={books.currency}
        disabled={saveSettings.isPending}
        onChange={(currency) => saveSettings.mutate({ currency, mapping: books.mapping })}
      />
      <div className="flex items-center gap-2">
        <FormAlert
          message={
            exportFailed
              ? t({ id: 'aiAccountant.exportFailed', defaultMessage: 'The export failed. Please try again.' })
              : undefined
          }
        />
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || books.count === 0}>
          <Download className="size-4" aria-hidden="true" />
          {t({ id: 'aiAccountant.exportCsv', defaultMessage: 'Export CSV' })}
        </Button>
      </div>
    </div>
  );
}
