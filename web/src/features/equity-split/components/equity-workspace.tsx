import { EQUITY_LIMITS, splitEquity } from '@core/tools/equity-split/equity-split';
import { Calculator, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { InvalidLinkAlert } from '@/components/invalid-link-alert';
import { StartingFiguresNote } from '@/components/starting-figures-note';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { listSummary } from '@/lib/list-summary';
import { useDocumentSample } from '@/lib/use-document-sample';
import { equitySampleOf } from '../hooks/equity-sample';
import type { EquityDraft } from '../hooks/use-equity-draft';
import { EquityResults } from './equity-results';
import { FounderCard } from './founder-card';
import { FoundersLayout } from './founders-layout';
import { SavedScenarios } from './saved-scenarios';
import { VestingSection } from './vesting-section';

type EquityWorkspaceProps = {
  draft: EquityDraft;
  /** Signed in: the saved scenarios panel. */
  canSave: boolean;
  /** The page was opened with a link that shares no scenario. */
  linkFailed: boolean;
};

const sameFounders = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The calculator: founder cards (on a phone, folded behind the founders' names), the split (recalculated on demand;
 * before the first calculation, the way to it or a sample), vesting schedules and saved scenarios. The new
 * scenario's example founders, or the sample, are labelled as such.
 */
export function EquityWorkspace({ draft, canSave, linkFailed }: EquityWorkspaceProps) {
  const t = useT();
  const { founders, calculated } = draft;
  const [triedUnnamed, setTriedUnnamed] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const shares = useMemo(() => (calculated ? splitEquity(calculated) : []), [calculated]);
  const isOutdated = calculated !== null && !sameFounders(calculated, founders);
  const hasUnnamed = founders.some((founder) => founder.name.trim() === '');
  const sample = useDocumentSample(draft, () => equitySampleOf(t));

  const remove = (id: string) => {
    draft.remove(id);
    addButton.current?.focus();
  };
  const calculate = () => {
    setTriedUnnamed(hasUnnamed);
    if (!hasUnnamed) draft.calculate();
  };

  return (
    <ToolPage
      toolId="equity-split"
      description={t({
        id: 'equitySplit.workspace.description',
        defaultMessage:
          "Rate each founder's contribution, commitment and experience, then calculate a fair split of the equity.",
      })}
      document={canSave ? draft : undefined}
      saved={
        <>
          {linkFailed && <InvalidLinkAlert />}
          {canSave && <SavedScenarios draft={draft} />}
        </>
      }
    >
      <StartingFiguresNote document={draft} sample={sample} />
      <FoundersLayout
        summary={listSummary(
          founders.map((founder) => founder.name),
          t(
            { id: 'equitySplit.founders.count', defaultMessage: '{count, plural, one {# founder} other {# founders}}' },
            { count: founders.length },
          ),
        )}
        cards={founders.map((founder) => (
          <FounderCard
            key={founder.id}
            founder={founder}
            canRemove={founders.length > 1}
            onChange={(patch) => draft.update(founder.id, patch)}
            onRemove={() => remove(founder.id)}
          />
        ))}
        results={
          <EquityResults
            founders={calculated}
            isOutdated={isOutdated}
            isSample={sample.isSample}
            onTrySample={sample.trySample}
          />
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            ref={addButton}
            variant="outline"
            onClick={draft.add}
            disabled={founders.length >= EQUITY_LIMITS.founders}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t({ id: 'equitySplit.workspace.addFounder', defaultMessage: 'Add Founder' })}
          </Button>
          <Button onClick={calculate}>
            <Calculator className="size-4" aria-hidden="true" />
            {t({ id: 'equitySplit.workspace.calculate', defaultMessage: 'Calculate Equity Split' })}
          </Button>
        </div>
        {founders.length >= EQUITY_LIMITS.founders && (
          <p className="text-sm text-muted-foreground">
            {t(
              { id: 'equitySplit.workspace.maxFounders', defaultMessage: 'At most {max} founders' },
              { max: EQUITY_LIMITS.founders },
            )}
          </p>
        )}
        {triedUnnamed && hasUnnamed && (
          <p role="alert" className="text-sm text-destructive">
            {t({
              id: 'equitySplit.workspace.unnamed',
              defaultMessage: 'Give every founder a name before calculating.',
            })}
          </p>
        )}
      </FoundersLayout>

      {calculated && (
        <VestingSection
          founders={calculated}
          shares={shares}
          vestingOf={(id) => draft.vesting[id]}
          onChange={draft.setVesting}
        />
      )}
    </ToolPage>
  );
}
