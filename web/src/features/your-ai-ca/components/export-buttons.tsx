import { toCsv, type CsvCell } from '@core/csv';
import type { ComplianceOverview } from '@core/tools/your-ai-ca/compliance-contracts';
import { filingCsvRows, paymentCsvRows } from '@core/tools/your-ai-ca/compliance-csv';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { useFilingText } from '../hooks/use-filing-text';

type CsvButtonProps = { label: string; fileName: string; rows: () => CsvCell[][]; disabled: boolean };

/** Downloads the rows, made when pressed, as a CSV file. */
function CsvButton({ label, fileName, rows, disabled }: CsvButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => downloadFile(fileName, toCsv(rows()), 'text/csv;charset=utf-8')}
      disabled={disabled}
    >
      <Download className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The filings, or the payments, as a CSV file (column names in the page's language, values as the API has them). */
export function ExportFilingsButton({ overview }: { overview: ComplianceOverview }) {
  const t = useT();
  const { filingType } = useFilingText();
  const rows = () => {
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
    return filingCsvRows(overview.filings, headers, filingType);
  };
  const label = t({ id: 'yourAiCa.csv.exportFilings', defaultMessage: 'Export filings (CSV)' });
  return (
    <CsvButton
      label={label}
      fileName={`filings-${overview.today}.csv`}
      rows={rows}
      disabled={overview.filings.length === 0}
    />
  );
}

export function ExportPaymentsButton({ overview }: { overview: ComplianceOverview }) {
  const t = useT();
  const rows = () => {
    const headers = {
      description: t({ id: 'yourAiCa.csv.description', defaultMessage: 'Description' }),
      amount: t({ id: 'yourAiCa.csv.amount', defaultMessage: 'Amount' }),
      currency: t({ id: 'yourAiCa.csv.currency', defaultMessage: 'Currency' }),
      date: t({ id: 'yourAiCa.csv.date', defaultMessage: 'Date' }),
      status: t({ id: 'yourAiCa.csv.status', defaultMessage: 'Status' }),
    };
    return paymentCsvRows(overview.payments, headers);
  };
  const label = t({ id: 'yourAiCa.csv.exportPayments', defaultMessage: 'Export payments (CSV)' });
  return (
    <CsvButton
      label={label}
      fileName={`payments-${overview.today}.csv`}
      rows={rows}
      disabled={overview.payments.length === 0}
    />
  );
}
