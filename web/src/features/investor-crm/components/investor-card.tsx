import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { Investor } from '@core/tools/investor-crm/investor-record';
import { INVESTOR_STAGES, type InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { GripVertical } from 'lucide-react';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import type { Money } from '@/lib/use-money';
import type { DraggedCard } from '../hooks/use-board-announcements';

type InvestorCardProps = {
  investor: Investor;
  stageNames: Record<InvestorStage, string>;
  money: Money;
  /** Today in the browser (null while the page hydrates): a next step before it is overdue. */
  today: string | null;
  onOpen: (opener: HTMLElement) => void;
  onMove: (stage: InvestorStage) => void;
};

/**
 * An investor on the board: their name (opens the record), firm, cheque and next step; moved by its handle (drag, or
 * Space and the arrow keys) or by its stage menu.
 */
export function InvestorCard({ investor, stageNames, money, today, onOpen, onMove }: InvestorCardProps) {
  const t = useT();
  const format = useFormat();
  const data: DraggedCard = { id: investor.id, name: investor.name };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: investor.id, data });
  const { nextStep } = investor;
  const overdue = today !== null && nextStep.on !== null && nextStep.on < today && investor.stage !== 'passed';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        'rounded-md border bg-card p-2 text-sm shadow-sm',
        isDragging && 'relative z-10 opacity-80 shadow-lg',
      )}
      data-testid="investor-card"
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          className="-ml-1 mt-0.5 flex h-6 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2"
          aria-label={t({ id: 'investorCrm.card.move', defaultMessage: 'Move {name}' }, { name: investor.name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="h-4 w-4" />
        </button>
        <div className="min-w-0 flex-1">
          <button
            type="button"
            className="block w-full truncate text-left font-medium hover:underline"
            onClick={(event) => onOpen(event.currentTarget)}
          >
            {investor.name}
          </button>
          {investor.firm && <p className="truncate text-xs text-muted-foreground">{investor.firm}</p>}
          {investor.cheque !== null && <p className="text-xs tabular-nums">{money.formatWhole(investor.cheque)}</p>}
          {(nextStep.text || nextStep.on) && (
            <p className={cn('mt-1 text-xs', overdue ? 'font-medium text-destructive' : 'text-muted-foreground')}>
              {nextStep.on
                ? t(
                    { id: 'investorCrm.card.nextStepOn', defaultMessage: '{date}: {step}' },
                    { date: format.calendarDate(nextStep.on), step: nextStep.text || '…' },
                  )
                : nextStep.text}
              {overdue && (
                <span className="sr-only">{t({ id: 'investorCrm.card.overdue', defaultMessage: ' (overdue)' })}</span>
              )}
            </p>
          )}
        </div>
      </div>
      <NativeSelect
        className="mt-2 h-8 w-full text-xs"
        aria-label={t({ id: 'investorCrm.card.stage', defaultMessage: 'Stage of {name}' }, { name: investor.name })}
        value={investor.stage}
        onChange={(event) => onMove(event.target.value as InvestorStage)}
      >
        {INVESTOR_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {stageNames[stage]}
          </option>
        ))}
      </NativeSelect>
    </li>
  );
}
