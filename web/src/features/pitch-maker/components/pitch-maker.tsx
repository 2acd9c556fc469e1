import { ToolPage } from '@/components/tool-page';
import { fileNameOf } from '@/lib/file-name-of';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useToolText } from '@/lib/tool-text';
import { useDeckDocument } from '../hooks/use-deck-document';
import { DeckExports } from './deck-exports';
import { IdeaSource } from './idea-source';
import { PrintDeck } from './print-deck';
import { SavedDecks } from './saved-decks';
import { SlidesSection } from './slides-section';

/**
 * The /tool/pitch-maker page: a deck outline of the standard slides, drafted from an idea of the user's Idea
 * Garage, each slide edited, reordered, added or removed; saved as named decks, exported as PPTX and as PDF.
 */
export function PitchMaker() {
  const t = useT();
  const { toolName } = useToolText();
  const { session } = useSession();
  const deck = useDeckDocument();
  const title = deck.name.trim() || toolName('pitch-maker');
  return (
    <ToolPage
      toolId="pitch-maker"
      description={t({
        id: 'pitchMaker.page.description',
        defaultMessage:
          'Outline your pitch deck slide by slide, start from one of your ideas, and export it to PowerPoint or PDF.',
      })}
      headerExtras={
        <DeckExports name={title} fileName={fileNameOf(deck.name, 'pitch-deck')} slides={deck.deck.slides} />
      }
      document={deck}
      saved={<SavedDecks deck={deck} />}
      width="4xl"
      className="print:[&>*:not(:last-child)]:hidden"
    >
      {/* Remounted with each deck opened, so the idea chosen is that deck's. */}
      {session.status === 'signed-in' && <IdeaSource key={deck.openId ?? 'new'} deck={deck} />}
      <SlidesSection deck={deck} />
      <PrintDeck name={title} slides={deck.deck.slides} />
    </ToolPage>
  );
}
