import type { NotCompletedRow, StatementProblem } from '@core/tools/ai-accountant/statement-import';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';

type LinesBoxProps = {
  role: 'alert' | 'status';
  heading: ReactNode;
  /** Each row's line and what is said of it; the first 50 are listed. */
  lines: readonly { key: string; line: number; message: string }[];
  /** Rows that cannot be imported are said in the destructive colour. */
  isProblem?: boolean;
};

/** A box of the statement's rows by line: 'Line 3: …'. */
function LinesBox({ role, heading, lines, isProblem = false }: LinesBoxProps) {
  const t = useT();
  return (
    <div role={role} className={cn('space-y-1 rounded-md border p-3 text-sm', isProblem && 'border-destructive')}>
      <p className={cn('font-medium', isProblem && 'text-destructive')}>{heading}</p>
      <ul className="list-inside list-disc">
        {lines.slice(0, 50).map(({ key, line, message }) => (
          <li key={key}>
            {t({ id: 'aiAccountant.import.problem', defaultMessage: 'Line {line}: {message}' }, { line, message })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The statement's rows that cannot be imported, by line and what is wrong. */
export function StatementProblems({ problems }: { problems: readonly StatementProblem[] }) {
  const t = useT();
  const said = useSaid();
  if (problems.length === 0) return null;
  return (
    <LinesBox
      role="alert"
      isProblem
      heading={t({ id: 'aiAccountant.import.problems', defaultMessage: 'These rows cannot be imported:' })}
      lines={problems.map((problem) => ({
        key: `${problem.line}-${problem.field}`,
        line: problem.line,
        message: said(problem.message),
      }))}
    />
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
    <LinesBox
      role="status"
      heading={t(
        {
          id: 'aiAccountant.import.notCompleted',
          defaultMessage:
            '{count, plural, one {# row is} other {# rows are}} not completed at the bank, as the state column says, and will not be imported (to import them, set the State column to None):',
        },
        { count: rows.length },
      )}
      lines={rows.map(({ line, state }) => ({
        key: String(line),
        line,
        message: state || t({ id: 'aiAccountant.import.noState', defaultMessage: 'no state given' }),
      }))}
    />
  );
}
