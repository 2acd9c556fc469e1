import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { InvestorStage } from '@core/tools/investor-crm/investor-stages';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useStageNames } from './use-stage-names';

/** What a dragged card carries: the investor's id and name. */
export type DraggedCard = { id: string; name: string };
const cardOf = (active: Active) => active.data.current as DraggedCard;

/** What a screen reader hears while a card is moved between stages, with the investor's and stage's names. */
export function useBoardAnnouncements(): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = useT();
  const stageNames = useStageNames();
  return useMemo(() => {
    const stage = (over: Over) => stageNames[over.id as InvestorStage];
    return {
      screenReaderInstructions: {
        draggable: t({
          id: 'investorCrm.drag.instructions',
          defaultMessage:
            'To move an investor to another stage, press Space to pick the card up, the arrow keys to move it, and Space to drop it. Escape cancels.',
        }),
      },
      announcements: {
        onDragStart: ({ active }) =>
          t({ id: 'investorCrm.drag.pickedUp', defaultMessage: 'Picked up {name}.' }, { name: cardOf(active).name }),
        onDragOver: ({ active, over }) =>
          over
            ? t(
                { id: 'investorCrm.drag.over', defaultMessage: '{name} is over {stage}.' },
                { name: cardOf(active).name, stage: stage(over) },
              )
            : t(
                { id: 'investorCrm.drag.notOver', defaultMessage: '{name} is not over a stage.' },
                { name: cardOf(active).name },
              ),
        onDragEnd: ({ active, over }) =>
          over
            ? t(
                { id: 'investorCrm.drag.dropped', defaultMessage: '{name} moved to {stage}.' },
                { name: cardOf(active).name, stage: stage(over) },
              )
            : t(
                { id: 'investorCrm.drag.cancelled', defaultMessage: 'Moving {name} was cancelled.' },
                { name: cardOf(active).name },
              ),
        onDragCancel: ({ active }) =>
          t(
            { id: 'investorCrm.drag.cancelled', defaultMessage: 'Moving {name} was cancelled.' },
            { name: cardOf(active).name },
          ),
      },
    };
  }, [t, stageNames]);
}
