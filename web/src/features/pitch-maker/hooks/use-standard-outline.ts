import { outlineFromIdea, type IdeaForDeck, type StandardSlide } from '@core/tools/pitch-maker/pitch-deck';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

const NO_IDEA: IdeaForDeck = { title: '', description: '', category: '', whyNow: '', validationGtm: '' };

/**
 * The standard outline in the page's language, from an idea's fields or empty. Each slide's id is its kind, so the
 * outline a new deck starts with is the same on the server and in the browser (ADR 0038).
 */
export function useStandardOutline() {
  const t = useT();
  return useCallback(
    (idea: IdeaForDeck = NO_IDEA) => {
      const titles: Record<StandardSlide, string> = {
        problem: t({ id: 'pitchMaker.slide.problem', defaultMessage: 'Problem' }),
        solution: t({ id: 'pitchMaker.slide.solution', defaultMessage: 'Solution' }),
        whyNow: t({ id: 'pitchMaker.slide.whyNow', defaultMessage: 'Why now' }),
        market: t({ id: 'pitchMaker.slide.market', defaultMessage: 'Market' }),
        product: t({ id: 'pitchMaker.slide.product', defaultMessage: 'Product' }),
        businessModel: t({ id: 'pitchMaker.slide.businessModel', defaultMessage: 'Business model' }),
        traction: t({ id: 'pitchMaker.slide.traction', defaultMessage: 'Traction' }),
        competition: t({ id: 'pitchMaker.slide.competition', defaultMessage: 'Competition' }),
        team: t({ id: 'pitchMaker.slide.team', defaultMessage: 'Team' }),
        ask: t({ id: 'pitchMaker.slide.ask', defaultMessage: 'The ask' }),
      };
      return outlineFromIdea(
        idea,
        (kind) => titles[kind],
        (kind) => kind,
      );
    },
    [t],
  );
}
