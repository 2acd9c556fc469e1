import { toCsv } from '@core/csv';
import type { ComplianceOverview } from '@core/tools/your-ai-ca/compliance-contracts';
import { filingCsvRows, paymentCsvRows } from '@core/tools/your-ai-ca/compliance-csv';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { useFilingText } from '../hooks/use-filing-text';

/** The filings, or the payments, as a CSV file (column names in the page's language, values as the API has them). */
export function ExportFilingsButton({ overview }: { overview: ComplianceOverview }) {
  const t = useT();
  const { filingType } = useFilingText();
  const exportFilings = () => {
    const headers = {
      type: t({ id: 'yourAiCa.csv.type', defaultMessage: 'Filing type' }),
      period: t({ id: 'yourAiCa.csv.period', defaultMessage: 'Period' }),
      dueDate: t({ id: 'yourAiCa.csv.dueDate', defaultMessage: 'Due date' }),
      recurrence: t({ id: 'yourAiCa.csv.recurrence', defaultMessage: 'Repeats' }),
      status: t({ id: 'yourAiCa.csv.status', defaultMessage: 'Status' }),
      filedOn: t({ id: 'yourAiCa.csv.filedOn', defaultMessage: 'Filed on' }),
      reference: t({ id: 'yourAiCa.csv.reference', defaultMessage: 'Reference' }),
      amountInr: t({ id: 'yourAiCa.csv.amountInr', defaultMessage: 'Amount (INR)' }),
      source: t({ id: 'yourAiCa.csv.source', defaultMessage: 'Official source' }),
    };
    downloadFile(`filings-${overview.today}.csv`, toCsv(filingCsvRows(overview.filings, headers, filingType)), 'text/csv;charset=utf-8');
  };
  return (
    <Button variant="outline" size="sm" onClick={exportFilings} disabled={overview.filings.length === 0}>
      <Download className="size-4" aria-hidden="true" />
      {t({ id: 'yourAiCa.csv.exportFilings', defaultMessage: 'Export filings (CSV)' })}
    </Button>
  );
}

export function ExportPaymentsButton({ overview }: { overview: ComplianceOverview }) {
  const t = useT();
  const exportPayments = () => {
    const headers = {
      description: t({ id: 'yourAiCa.csv.description', defaultMessage: 'Description' }),
      amount: t({ id: 'yourAiCa.csv.amount', defaultMessage: 'Amount' }),
      currency: t({ id: 'yourAiCa.csv.currency', defaultMessage: 'Currency' }),
      date: t({ id: 'yourAiCa.csv.date', defaultMessage: 'Date' }),
      status: t({ id: 'yourAiCa.csv.status', defaultMessage: 'Status' }),
    };
    downloadFile(`payments-${overview.today}.csv`, toCsv(paymentCsvRows(overview.payments, headers)), 'text/csv;charset=utf-8');
  };
  return (
    <Button variant="outline" size="sm" onClick={exportPayments} disabled={overview.payments.length === 0}>
      <Download className="size-4" aria-hidden="true" />
      {t({ id: 'yourAiCa.csv.exportPayments', defaultMessage: 'Export payments (CSV)' })}
    </Button>
  );
}
