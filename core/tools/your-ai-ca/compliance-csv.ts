import type { CsvCell } from '../../csv';
import type { FilingView, PaymentView } from './compliance-contracts';
import { findRule } from './compliance-rules';

/** The CSV columns of the filings export, in order; the page names them in its language. */
export const FILING_CSV_COLUMNS = [
  'type',
  'period',
  'dueDate',
  'recurrence',
  'status',
  'filedOn',
  'reference',
  'amountInr',
  'source',
] as const;
export const PAYMENT_CSV_COLUMNS = ['description', 'amount', 'currency', 'date', 'status'] as const;

type Headers<Columns extends readonly string[]> = Record<Columns[number], string>;

/** The filings as CSV rows, a header first: dates ISO, amounts as numbers, the rule's official sources joined by spaces. */
export function filingCsvRows(
  filings: readonly FilingView[],
  headers: Headers<typeof FILING_CSV_COLUMNS>,
  typeOf: (filing: FilingView) => string,
): CsvCell[][] {
  return [
    FILING_CSV_COLUMNS.map((column) => headers[column]),
    ...filings.map((filing) => [
      typeOf(filing),
      filing.period,
      filing.dueDate,
      filing.recurrence,
      filing.status,
      filing.filedOn,
      filing.reference,
      filing.amount,
      findRule(filing.ruleId)
        ?.sources.map((source) => source.url)
        .join(' ') ?? '',
    ]),
  ];
}

export function paymentCsvRows(
  payments: readonly PaymentView[],
  headers: Headers<typeof PAYMENT_CSV_COLUMNS>,
): CsvCell[][] {
  return [
    PAYMENT_CSV_COLUMNS.map((column) => headers[column]),
    ...payments.map((payment) => [
      payment.description,
      payment.amount,
      payment.currency,
      payment.paidOn,
      payment.status,
    ]),
  ];
}
