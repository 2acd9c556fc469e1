import type { StatementProblem } from '@core/tools/ai-accountant/statement-import';
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
