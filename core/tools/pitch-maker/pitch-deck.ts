import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** The deck's bounds: enough slides for any pitch, titles a line long, bodies a slide can hold. */
export const PITCH_LIMITS = { slides: 30, title: 120, body: 3_000, decks: 100, deckName: 100 } as const;

/** The standard slides of a pitch, in the order decks usually tell them; 'custom' for a slide the founder adds. */
export const STANDARD_SLIDES = [
  'problem',
  'solution',
  'whyNow',
  'market',
  'product',
  'businessModel',
  'traction',
  'competition',
  'team',
  'ask',
] as const;
export type StandardSlide = (typeof STANDARD_SLIDES)[number];
export const SLIDE_KINDS = [...STANDARD_SLIDES, 'custom'] as const;
export type SlideKind = (typeof SLIDE_KINDS)[number];

const titleRequired = say({ id: 'core.tools.pitchMaker.titleRequired', defaultMessage: 'Slide title is required' });

/** One slide: what it is, its title and body as the founder wrote them, and whether its body is an AI draft not yet edited. */
export const slideSchema = z.object({
  id: trimmedText(64, { required: true }),
  kind: z.enum(SLIDE_KINDS),
  title: trimmedText(PITCH_LIMITS.title, {
    required: titleRequired,
    notText: titleRequired,
    tooLong: say(
      { id: 'core.tools.pitchMaker.titleTooLong', defaultMessage: 'At most {max} characters' },
      { max: PITCH_LIMITS.title },
    ),
  }),
  body: trimmedText(PITCH_LIMITS.body, {
    tooLong: say(
      { id: 'core.tools.pitchMaker.bodyTooLong', defaultMessage: 'At most {max} characters' },
      { max: PITCH_LIMITS.body },
    ),
  }),
  aiDraft: z.boolean(),
});

export type Slide = z.infer<typeof slideSchema>;

/** The fields of an idea a deck is drafted from (Idea Garage's). */
export type IdeaForDeck = {
  title: string;
  description: string;
  category: string;
  whyNow: string;
  validationGtm: string;
};

/** What each standard slide starts with from the idea; the slides an idea says nothing about start empty. */
const BODY_FROM_IDEA: Partial<Record<StandardSlide, (idea: IdeaForDeck) => string>> = {
  problem: (idea) => idea.description,
  solution: (idea) => idea.title,
  whyNow: (idea) => idea.whyNow,
  market: (idea) => idea.category,
  traction: (idea) => idea.validationGtm,
};

/**
 * The standard outline drafted from an idea: one slide of each kind, titled as `titleOf` says (in the founder's
 * language), its body from the idea's matching field (trimmed, cut to a slide's length) or empty.
 */
export function outlineFromIdea(
  idea: IdeaForDeck,
  titleOf: (kind: StandardSlide) => string,
  newId: (kind: StandardSlide) => string,
): Slide[] {
  return STANDARD_SLIDES.map((kind) => ({
    id: newId(kind),
    kind,
    title: titleOf(kind),
    body: (BODY_FROM_IDEA[kind]?.(idea) ?? '').trim().slice(0, PITCH_LIMITS.body),
    aiDraft: false,
  }));
}
