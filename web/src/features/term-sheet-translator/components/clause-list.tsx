import type { TermSheetReading } from '@core/tools/term-sheet-translator/find-clauses';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { ClauseCard } from './clause-card';
import { CLAUSE_NAMES } from './clause-messages';
import { clausesFound } from './clauses-found';

/** The clauses found in the term sheet, each explained and rated, then those it does not seem to have. */
export function ClauseList({ reading, money }: { reading: TermSheetReading; money: Money }) {
  const t = useT();
  if (reading.found.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'termSheet.clauses.noneFound',
          defaultMessage:
            'No clause the translator knows was found in this text. Headings such as “Liquidation Preference:” help it find them.',
        })}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm">
        {clausesFound(t, reading)}
      </p>
      <div className="space-y-3">
        {reading.found.map((clause) => (
          <ClauseCard key={clause.id} clause={clause} money={money} />
        ))}
      </div>
      {reading.missing.length > 0 && (
        <div className="rounded-lg border border-dashed border-border p-4 text-sm">
          <h3 className="font-medium">
            {t({ id: 'termSheet.clauses.missingTitle', defaultMessage: 'Not found in this text' })}
          </h3>
          <p className="mt-1 text-muted-foreground">
            {t({
              id: 'termSheet.clauses.missingHint',
              defaultMessage:
                'The term sheet may leave these out, or word them in a way the rules do not recognise: check for them yourself.',
            })}
          </p>
          <ul
            className="mt-2 list-disc pl-5"
            aria-label={t({ id: 'termSheet.clauses.missingList', defaultMessage: 'Clauses not found' })}
          >
            {reading.missing.map((id) => (
              <li key={id}>{t(CLAUSE_NAMES[id])}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
