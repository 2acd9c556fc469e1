import { pitchDeckDataSchema, pitchDeckDocuments, type PitchDeckData } from '@core/tools/pitch-maker/pitch-decks';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { useStandardOutline } from './use-standard-outline';

/** The deck checked by core's schema: its data, or each problem's message under its field ('slides.<slide id>.title'). */
const checkDeck = (deck: PitchDeckData) => checkedBy(pitchDeckDataSchema, deck, { slides: deck.slides });

/**
 * The deck on the page and its saved document (the tool documents' actions, ADR 0045): edit, save (by itself once
 * named, with Auto save on, after a pause; else with Save), open another, start anew (the standard outline), delete.
 */
export function useDeckDocument() {
  const t = useT();
  const outline = useStandardOutline();
  const valuesOf = useCallback((data: PitchDeckData | null) => data ?? { ideaId: null, slides: outline() }, [outline]);
  const deck = useToolDocument(pitchDeckDocuments, {
    valuesOf,
    check: checkDeck,
    labels: {
      name: t({ id: 'pitchMaker.decks.name', defaultMessage: 'Deck name' }),
      startNew: t({ id: 'pitchMaker.decks.new', defaultMessage: 'New deck' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'pitchMaker.decks.defaultName', defaultMessage: 'Pitch deck {number}' }, { number }),
      nameTaken: t({ id: 'pitchMaker.decks.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'pitchMaker.decks.goneOnSave',
        defaultMessage: 'This deck no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'pitchMaker.decks.saveError',
        defaultMessage: 'Could not save the deck. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'pitchMaker.decks.gone', defaultMessage: 'This deck no longer exists.' }),
      openError: t({ id: 'pitchMaker.decks.openError', defaultMessage: 'Could not open the deck. Please try again.' }),
      deleteError: t({
        id: 'pitchMaker.decks.deleteError',
        defaultMessage: 'Could not delete the deck. Please try again.',
      }),
      fixFields: t({
        id: 'pitchMaker.decks.fixFields',
        defaultMessage: 'Correct the slides marked below before saving.',
      }),
    },
  });
  return { ...deck, deck: deck.values };
}

export type DeckDocument = ReturnType<typeof useDeckDocument>;
