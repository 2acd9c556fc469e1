import type { NotCompletedRow, StatementProblem } from '@core/tools/ai-accountant/statement-import';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';

/** The statement's rows that cannot be imported, by line and what is wrong (the first 50). */
export function StatementProblems({ problems }: { problems: readonly StatementProblem[] }) {
  const t = useT();
  const said = useSaid();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="space-y-1 rounded-md border border-destructive p-3 text-sm">
      <p className="font-medium text-destructive">
        {t({ id: 'aiAccountant.import.problems', defaultMessage: 'These rows cannot be imported:' })}
      </p>
      <ul className="list-inside list-disc">
        {problems.slice(0, 50).map((problem) => (
          <li key={`${problem.line}-${problem.field}`}>
            {t(
              { id: 'aiAccountant.import.problem', defaultMessage: 'Line {line}: {message}' },
              { line: problem.line, message: said(problem.message) },
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The rows the statement's state column says the bank has not completed (pending, reverted, declined): listed by
 * line with their state, never imported, and how to import them anyway (ADR 0084).
 */
export function NotCompletedRows({ rows }: { rows: readonly NotCompletedRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <div role="status" className="space-y-1 rounded-md border p-3 text-sm">
      <p className="font-medium">
        {t(
          {
            id: 'aiAccountant.import.notCompleted',
            defaultMessage:
              '{count, plural, one {# row is} other {# rows are}} not completed at the bank, as the state column says, and will not be imported (to import them, set the State column to None):',
          },
          { count: rows.length },
        )}
      </p>
      <ul className="list-inside list-disc">
        {rows.slice(0, 50).map((row) => (
          <li key={row.line}>
            {t(
              { id: 'aiAccountant.import.problem', defaultMessage: 'Line {line}: {message}' },
              {
                line: row.line,
                message: row.state || t({ id: 'aiAccountant.import.noState', defaultMessage: 'no state given' }),
              },
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
