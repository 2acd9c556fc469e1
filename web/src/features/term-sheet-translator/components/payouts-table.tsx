import type { Money } from '@/lib/use-money';

type PayoutsTableProps = {
  /** The exit value's column, each series', common's and the conversions'. */
  headings: string[];
  rows: { exitValue: number; amounts: number[]; converts: string }[];
  caption: string;
  money: Money;
};

/** The payouts at each exit value, the chart's words: one row an exit value, one column each series and common. */
export function PayoutsTable({ headings, rows, caption, money }: PayoutsTableProps) {
  const last = headings.length - 1;
  return (
    // Scrolls on its own in a narrow column; focusable so the keyboard can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            {headings.map((heading, index) => (
              <th
                key={index}
                scope="col"
                className={`py-2 pr-3 font-medium ${index > 0 && index < last ? 'text-right' : ''}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // The same exit value may be entered twice: each row is its place in the list.
            <tr key={index} className="border-b border-border/60">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {money.formatWhole(row.exitValue)}
              </th>
              {row.amounts.map((amount, column) => (
                <td key={column} className="py-2 pr-3 text-right tabular-nums">
                  {money.formatWhole(amount)}
                </td>
              ))}
              <td className="py-2">{row.converts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
