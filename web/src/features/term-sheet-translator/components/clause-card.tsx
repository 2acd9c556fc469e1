import type { ReasonValues } from '@core/tools/term-sheet-translator/clause-types';
import type { FoundClause } from '@core/tools/term-sheet-translator/find-clauses';
import { ChevronRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { CLAUSE_MEANINGS, CLAUSE_NAMES } from './clause-messages';
import { RatingBadge } from './rating-badge';
import { REASONS } from './reason-messages';

/** The figures of a reason that are amounts of money, written in the analysis's currency. */
const AMOUNTS = new Set(['amount', 'pre', 'post']);

const reasonValues = (values: ReasonValues, money: Money) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, AMOUNTS.has(name) ? money.formatWhole(value) : value]),
  );

/**
 * One clause found: its name and rating as a line that opens (open from the start unless it is standard), then why
 * it is rated so, what it means, and the text it matched.
 */
export function ClauseCard({ clause, money }: { clause: FoundClause; money: Money }) {
  const t = useT();
  const headingId = `clause-${clause.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      {/* A standard clause is one line, its name and rating, until opened; the others are open to be read. */}
      <details open={clause.rating !== 'standard'} className="group space-y-3">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <ChevronRight
              className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
              aria-hidden="true"
            />
            <h3 id={headingId} className="font-semibold">
              {t(CLAUSE_NAMES[clause.id])}
            </h3>
          </span>
          <RatingBadge rating={clause.rating} />
        </summary>
        <p className="text-sm">{t(REASONS[clause.reason], reasonValues(clause.values, money))}</p>
        <p className="text-sm text-muted-foreground">
          <span className="mr-1 font-medium text-foreground">
            {t({ id: 'termSheet.clause.meaningLabel', defaultMessage: 'What it means:' })}
          </span>
          {t(CLAUSE_MEANINGS[clause.id])}
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary">
            {t({ id: 'termSheet.clause.matched', defaultMessage: 'Text matched' })}
          </summary>
          {clause.excerpts.map((excerpt) => (
            <blockquote
              key={excerpt.start}
              className="mt-2 whitespace-pre-wrap border-l-2 border-border pl-3 text-muted-foreground"
            >
              {excerpt.text}
            </blockquote>
          ))}
        </details>
      </details>
    </Card>
  );
}
