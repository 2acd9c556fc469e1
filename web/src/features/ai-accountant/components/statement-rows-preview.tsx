import type { StatementRow } from '@core/tools/ai-accountant/statement-import';
import type { Currency } from '@core/tools/money';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useBooksText } from '../hooks/use-books-text';
import { WideTable } from '@/components/ui/wide-table';

/** The statement's first five rows as the mapping reads them, so the founder sees the columns are right. */
export function StatementRowsPreview({ rows, currency }: { rows: readonly StatementRow[]; currency: Currency }) {
  const t = useT();
  const text = useBooksText();
  const money = useMoney(currency);
  if (rows.length === 0) return null;
  return (
    <WideTable className="text-sm">
      <caption className="text-left font-medium">
        {t({ id: 'aiAccountant.import.preview', defaultMessage: 'Preview (first 5 rows)' })}
      </caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col">{t({ id: 'aiAccountant.import.line', defaultMessage: 'Line' })}</th>
          <th scope="col">{t({ id: 'aiAccountant.form.date', defaultMessage: 'Date' })}</th>
          <th scope="col">{t({ id: 'aiAccountant.form.description', defaultMessage: 'Description' })}</th>
          <th scope="col" className="text-right">
            {t({ id: 'aiAccountant.import.amount', defaultMessage: 'Amount' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, 5).map((row, index) => (
          <tr key={index}>
            <td>{row.line}</td>
            <td>{text.date(row.date)}</td>
            <td>{row.description}</td>
            <td className="text-right">{money.format(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </WideTable>
  );
}
