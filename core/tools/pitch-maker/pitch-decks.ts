import { say } from '../../i18n/say';
import { z } from '../../zod';
import { defineToolDocuments } from '../tool-document-contracts';
import { PITCH_LIMITS, slideSchema } from './pitch-deck';

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

/** What a saved deck holds: the idea it was drafted from (if any) and its slides in order. */
export const pitchDeckDataSchema = z.object({
  ideaId: z.nullable(z.string().check(z.maxLength(64))),
  slides: z
    .array(slideSchema)
    .check(
      z.minLength(1, say({ id: 'core.tools.pitchMaker.noSlides', defaultMessage: 'Add at least one slide' })),
      z.maxLength(
        PITCH_LIMITS.slides,
        say(
          { id: 'core.tools.pitchMaker.tooManySlides', defaultMessage: 'At most {max} slides' },
          { max: PITCH_LIMITS.slides },
        ),
      ),
      z.refine(
        uniqueIds,
        say({ id: 'core.tools.pitchMaker.slideRepeated', defaultMessage: 'Each slide must appear once' }),
      ),
    ),
});

export type PitchDeckData = z.infer<typeof pitchDeckDataSchema>;

/** The Pitch Maker's saved documents: named decks. */
export const pitchDeckDocuments = defineToolDocuments({
  toolId: 'pitch-maker',
  messages: {
    notFound: () => say({ id: 'core.tools.pitchMaker.deckNotFound', defaultMessage: 'Deck not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.pitchMaker.deckNameTaken', defaultMessage: 'You already have a deck named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.pitchMaker.tooManyDecks',
          defaultMessage: 'You can save up to {max} decks. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.pitchMaker.deckChangedElsewhere',
        defaultMessage: 'This deck was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () => say({ id: 'core.tools.pitchMaker.deckNameRequired', defaultMessage: 'Deck name is required' }),
    nameTooLong: (max) =>
      say(
        { id: 'core.tools.pitchMaker.deckNameTooLong', defaultMessage: 'Deck name must be at most {max} characters' },
        { max },
      ),
  },
  data: pitchDeckDataSchema,
  nameMaxLength: PITCH_LIMITS.deckName,
  maxPerUser: PITCH_LIMITS.decks,
  summarize: ({ slides }) => `${slides.length} ${slides.length === 1 ? 'slide' : 'slides'}`,
});
