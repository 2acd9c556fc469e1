import { PITCH_LIMITS } from '@core/tools/pitch-maker/pitch-deck';
import { pitchDeckDocuments } from '@core/tools/pitch-maker/pitch-decks';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { AutoSaveNameForm } from '@/components/auto-save-name-form';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { SavedDocumentList } from '@/components/saved-document-list';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/use-t';
import type { DeckDocument } from '../hooks/use-deck-document';

/** The API's summary ('10 slides', in English) as a count. */
const slideCount = (summary: string) => Number(/^(\d+) slides?$/.exec(summary)?.[1] ?? Number.NaN);

/** The deck's name and how it is saved (by itself, or with Save), and the user's saved decks: open, delete. */
export function SavedDecks({ deck }: { deck: DeckDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const count = slideCount(summary);
    return Number.isNaN(count) ? summary : t({ id: 'pitchMaker.decks.slideCount', defaultMessage: '{count, plural, one {# slide} other {# slides}}' }, { count });
  };
  return (
    <SectionCard title={t({ id: 'pitchMaker.decks.title', defaultMessage: 'Saved decks' })} aside={<DocumentSaveStatus state={deck.saveState} />}>
      <AutoSaveNameForm
        actions={deck}
        maxLength={PITCH_LIMITS.deckName}
        labels={{
          name: t({ id: 'pitchMaker.decks.name', defaultMessage: 'Deck name' }),
          save: t({ id: 'pitchMaker.decks.save', defaultMessage: 'Save' }),
          startNew: t({ id: 'pitchMaker.decks.new', defaultMessage: 'New deck' }),
        }}
      />
      <SavedDocumentList
        kind={pitchDeckDocuments}
        actions={deck}
        openId={deck.openId}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'pitchMaker.decks.listLabel', defaultMessage: 'Saved decks' }),
          empty: t({ id: 'pitchMaker.decks.empty', defaultMessage: 'No saved decks yet. Name this deck to keep it.' }),
          loadError: t({ id: 'pitchMaker.decks.loadError', defaultMessage: 'Could not load your saved decks.' }),
          deleteTitle: t({ id: 'pitchMaker.decks.deleteTitle', defaultMessage: 'Delete deck?' }),
          deleteDescription: (name) => t({ id: 'pitchMaker.decks.deleteDescription', defaultMessage: "''{name}'' will be deleted. This cannot be undone." }, { name }),
        }}
      />
    </SectionCard>
  );
}
