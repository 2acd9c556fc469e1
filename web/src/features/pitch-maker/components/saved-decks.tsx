import { pitchDeckDocuments } from '@core/tools/pitch-maker/pitch-decks';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { DeckDocument } from '../hooks/use-deck-document';

/** The deck's name and how it is saved (by itself, or with Save), and the user's saved decks: open, delete. */
export function SavedDecks({ deck }: { deck: DeckDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'slide', (count) =>
      t(
        { id: 'pitchMaker.decks.slideCount', defaultMessage: '{count, plural, one {# slide} other {# slides}}' },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={pitchDeckDocuments}
      actions={deck}
      openId={deck.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'pitchMaker.decks.title', defaultMessage: 'Saved decks' }),
        listLabel: t({ id: 'pitchMaker.decks.listLabel', defaultMessage: 'Saved decks' }),
        empty: t({
          id: 'pitchMaker.decks.empty',
          defaultMessage: 'No saved decks yet. A deck you work on saves itself here.',
        }),
        loadError: t({ id: 'pitchMaker.decks.loadError', defaultMessage: 'Could not load your saved decks.' }),
        deleteTitle: t({ id: 'pitchMaker.decks.deleteTitle', defaultMessage: 'Delete deck?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'pitchMaker.decks.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
