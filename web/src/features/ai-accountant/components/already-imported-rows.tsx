import type { StatementRow } from '@core/tools/ai-accountant/statement-import';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import type { Currency } from '@core/tools/money';
import { useBooksText } from '../hooks/use-books-text';

type AlreadyImportedRowsProps = {
  rows: readonly StatementRow[];
  /** The indexes (into `rows`) that look already in the books. */
  recognised: readonly number[];
  /** Those of them the founder chose to import again. */
  kept: ReadonlySet<number>;
  onChange: (kept: Set<number>) => void;
  currency: Currency;
};

/**
 * The statement's rows that look already in the books (ADR 0081), every one listed before anything is stored: each is
 * skipped unless the founder ticks "Import again" (a real charge the books only look to have).
 */
export function AlreadyImportedRows({ rows, recognised, kept, onChange, currency }: AlreadyImportedRowsProps) {
  const t = useT();
  const text = useBooksText();
  const money = useMoney(currency);
  if (recognised.length === 0) return null;
  const toggle = (index: number, keep: boolean) => {
    const next = new Set(kept);
    if (keep) next.add(index);
    else next.delete(index);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2 rounded-md border p-3 text-sm">
      <legend className="px-1 font-medium">
        {t(
          {
            id: 'aiAccountant.import.alreadyImported',
            defaultMessage:
              '{count, plural, one {# row looks} other {# rows look}} already imported (the same date, amount and description as in your books). Skipped unless you import them again:',
          },
          { count: recognised.length },
        )}
      </legend>
      <ul className="space-y-1">
        {recognised.map((index) => {
          const row = rows[index]!;
          return (
            <li key={index}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={kept.has(index)}
                  onChange={(event) => toggle(index, event.target.checked)}
                />
                {t(
                  {
                    id: 'aiAccountant.import.importAgain',
                    defaultMessage: 'Import line {line} again: {date}, {description}, {amount}',
                  },
                  {
                    line: row.line,
                    date: text.date(row.date),
                    description: row.description,
                    amount: money.format(row.amount),
                  },
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
