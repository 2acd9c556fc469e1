import { VALIDATION_LIMITS } from '@core/tools/validation-agent/validation-board';
import { Plus } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { BoardDocument } from '../hooks/use-board-document';
import { AssumptionCard } from './assumption-card';
import { SuggestAssumptions } from './suggest-assumptions';
import { BoardTally } from './board-tally';

/** The board's riskiest assumptions, most risky first, each with its experiment; add, edit, reorder, remove. */
export function AssumptionsSection({ board }: { board: BoardDocument }) {
  const t = useT();
  const { assumptions } = board.board;
  return (
    <SectionCard title={t({ id: 'validationAgent.assumptions.title', defaultMessage: 'Riskiest assumptions' })}>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'validationAgent.assumptions.explain',
          defaultMessage:
            'List what must be true for the idea to work, the riskiest first. Give each a cheap experiment and the result that would prove it.',
        })}
      </p>
      <BoardTally assumptions={assumptions} />
      {assumptions.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'validationAgent.assumptions.empty', defaultMessage: 'No assumptions yet.' })}
        </p>
      )}
      {assumptions.map((assumption, index) => (
        <AssumptionCard
          key={assumption.id}
          assumption={assumption}
          number={index + 1}
          count={assumptions.length}
          issues={board.checked.issues}
          onEdit={(patch) => board.editAssumption(assumption.id, patch)}
          onMove={(to) => board.moveAssumption(index, to)}
          onRemove={() => board.removeAssumption(assumption.id)}
        />
      ))}
      <Button
        variant="outline"
        disabled={assumptions.length >= VALIDATION_LIMITS.assumptions}
        onClick={board.addAssumption}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'validationAgent.assumptions.add', defaultMessage: 'Add assumption' })}
      </Button>
      <SuggestAssumptions board={board} />
    </SectionCard>
  );
}
