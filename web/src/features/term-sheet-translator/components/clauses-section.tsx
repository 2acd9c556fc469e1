import type { TermSheetReading } from '@core/tools/term-sheet-translator/find-clauses';
import { CollapsibleSection } from '@/components/collapsible-section';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { ClauseList } from './clause-list';
import { clausesFound } from './clauses-found';
import { TermSheetInput } from './term-sheet-input';

type ClausesSectionProps = {
  text: string;
  onChange: (text: string) => void;
  onSample: () => void;
  /** What a save said of the text. */
  error: string | undefined;
  /** The clauses read from the text; null with no text (or too long a one) to read. */
  reading: TermSheetReading | null;
  money: Money;
};

/**
 * The pasted term sheet and its clauses, each explained and rated; on a phone, folded behind how many were found.
 */
export function ClausesSection({ text, onChange, onSample, error, reading, money }: ClausesSectionProps) {
  const t = useT();
  return (
    <CollapsibleSection
      title={t({ id: 'termSheet.clauses.title', defaultMessage: 'Clauses' })}
      summary={
        reading
          ? clausesFound(t, reading)
          : t({ id: 'termSheet.clauses.summaryEmpty', defaultMessage: 'No term sheet yet' })
      }
    >
      <TermSheetInput text={text} onChange={onChange} onSample={onSample} error={error} />
      {reading ? (
        <ClauseList reading={reading} money={money} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'termSheet.clauses.empty',
            defaultMessage: 'Paste a term sheet, or try the sample, to see its clauses explained.',
          })}
        </p>
      )}
    </CollapsibleSection>
  );
}
