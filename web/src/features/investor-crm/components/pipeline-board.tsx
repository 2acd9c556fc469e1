import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { Investor } from '@core/tools/investor-crm/investor-record';
import { INVESTOR_STAGES, type InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useI18n, useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { useBoardAnnouncements } from '../hooks/use-board-announcements';
import { columnByColumn } from './board-keyboard';
import { InvestorCard } from './investor-card';

type PipelineBoardProps = {
  investors: readonly Investor[];
  stageNames: Record<InvestorStage, string>;
  money: Money;
  today: string | null;
  onOpen: (id: string, opener: HTMLElement) => void;
  onAdd: (stage: InvestorStage, opener: HTMLElement) => void;
  onMove: (id: string, stage: InvestorStage) => void;
};

/** The pointer's column when it is over one; else (the keyboard's moves) the column the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/** A stage's column: its name and count, its cards, and a button adding an investor to it. */
function StageColumn({
  stage,
  name,
  count,
  onAdd,
  children,
}: {
  stage: InvestorStage;
  name: string;
  count: number;
  onAdd: (opener: HTMLElement) => void;
  children: ReactNode;
}) {
  const t = useT();
  const intl = useI18n();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn('flex min-h-32 flex-col rounded-lg bg-muted/50 p-2', isOver && 'ring-2 ring-primary')}
    >
      <div className="mb-2 flex items-center justify-between gap-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {name} <span className="font-normal text-muted-foreground">{intl.formatNumber(count)}</span>
        </h3>
        <button
          type="button"
          className="flex h-7 w-7 items-center justify-center rounded hover:bg-muted"
          aria-label={t(
            { id: 'investorCrm.board.addTo', defaultMessage: 'Add an investor to {stage}' },
            { stage: name },
          )}
          onClick={(event) => onAdd(event.currentTarget)}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <ul className="flex flex-1 flex-col gap-2" aria-labelledby={headingId}>
        {children}
      </ul>
    </section>
  );
}

/**
 * The pipeline as a board of seven stages. A card moves by dragging its handle (dnd-kit, as the sidebar), by the
 * keyboard (Space on the handle, the arrow keys a column at a time, Space to drop; Escape cancels) or by its stage
 * menu; a moved card goes to the end of its new column.
 */
export function PipelineBoard({ investors, stageNames, money, today, onOpen, onAdd, onMove }: PipelineBoardProps) {
  const accessibility = useBoardAnnouncements();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMove(String(active.id), over.id as InvestorStage);
  };
  return (
    <DndContext
      id="investor-board"
      sensors={sensors}
      collisionDetection={columnUnder}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
        {INVESTOR_STAGES.map((stage) => {
          const cards = investors.filter((investor) => investor.stage === stage);
          return (
            <StageColumn
              key={stage}
              stage={stage}
              name={stageNames[stage]}
              count={cards.length}
              onAdd={(opener) => onAdd(stage, opener)}
            >
              {cards.map((investor) => (
                <InvestorCard
                  key={investor.id}
                  investor={investor}
                  stageNames={stageNames}
                  money={money}
                  today={today}
                  onOpen={(opener) => onOpen(investor.id, opener)}
                  onMove={(next) => onMove(investor.id, next)}
                />
              ))}
            </StageColumn>
          );
        })}
      </div>
    </DndContext>
  );
}
