import { isPlainFigure } from '@core/tools/amount-typing';
import { useMoney } from '@/lib/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisDocument } from '../hooks/use-analysis-document';

/** The matrix's last rows: each column's plan, its price in the analysis's currency, and notes ('—' where none). */
export function PricingRows({ analysis }: { analysis: AnalysisDocument }) {
  const t = useT();
  const { competitors, currency } = analysis.form;
  const money = useMoney(currency);
  const none = '—';
  const priceOf = (price: string) => {
    if (!isPlainFigure(price)) return none;
    const amount = Number(price);
    return Number.isInteger(amount) ? money.formatWhole(amount) : money.format(amount);
  };
  const rows = [
    [
      t({ id: 'competitorAnalysis.column.plan', defaultMessage: 'Plan' }),
      (index: number) => competitors[index]?.plan.trim() || none,
    ],
    [
      t({ id: 'competitorAnalysis.column.price', defaultMessage: 'Price' }),
      (index: number) => priceOf(competitors[index]?.price ?? ''),
    ],
    [
      t({ id: 'competitorAnalysis.column.notes', defaultMessage: 'Notes' }),
      (index: number) => competitors[index]?.notes.trim() || none,
    ],
  ] as const;
  return rows.map(([heading, cell]) => (
    <tr key={heading} className="border-b border-border align-top last:border-b-0">
      <th scope="row" className="py-2 pr-2 text-left font-medium">
        {heading}
      </th>
      {competitors.map((column, index) => (
        <td key={column.id} className="whitespace-pre-line px-1 py-2 text-muted-foreground">
          {cell(index)}
        </td>
      ))}
    </tr>
  ));
}
