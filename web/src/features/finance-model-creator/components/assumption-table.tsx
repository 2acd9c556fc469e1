import { Card } from '@/components/ui/card';
import { WideTable } from '@/components/ui/wide-table';

type AssumptionTableProps = {
  title: string;
  columns: readonly string[];
  /** Each line of the list, its cells already said ('Month 4', '$4,000'); the first is the line's name. */
  rows: readonly (readonly string[])[];
  /** Shown when the list is empty. */
  empty: string;
};

/** One list of a model as it was saved (its revenue streams, roles, expenses or funding), read-only. */
export function AssumptionTable({ title, columns, rows, empty }: AssumptionTableProps) {
  return (
    <Card className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <WideTable className="text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 ? 'py-1 pr-3 text-left font-medium' : 'py-1 pl-3 text-right font-medium'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, ...cells], row) => (
              <tr key={row} className="border-t border-border">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {name}
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="py-1 pl-3 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </WideTable>
      )}
    </Card>
  );
}
