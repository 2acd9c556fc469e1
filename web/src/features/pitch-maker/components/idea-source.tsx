import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { IdeaSelect } from '@/components/idea-select';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useGarageIdeas } from '@/lib/garage-ideas';
import { useT } from '@/lib/i18n/use-t';
import type { DeckDocument } from '../hooks/use-deck-document';
import { useStandardOutline } from '../hooks/use-standard-outline';

/** An idea of the user's Idea Garage to draft the deck from: its fields fill the standard slides (asking first over written slides). */
export function IdeaSource({ deck }: { deck: DeckDocument }) {
  const t = useT();
  const garage = useGarageIdeas();
  const outline = useStandardOutline();
  const [chosenId, setChosenId] = useState(deck.deck.ideaId ?? '');
  const [isAsking, setIsAsking] = useState(false);
  // The deck keeps only the idea's id: it is chosen here only while the board lists it.
  const idea = garage.ideas.find((each) => each.id === chosenId);
  const fill = () => {
    if (!idea) return;
    deck.change(() => ({ ideaId: idea.id, slides: outline(idea) }));
    setIsAsking(false);
  };
  const hasWriting = deck.deck.slides.some((slide) => slide.body.trim() !== '');

  return (
    <SectionCard title={t({ id: 'pitchMaker.idea.title', defaultMessage: 'Start from an idea' })}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <IdeaSelect
            label={t({ id: 'pitchMaker.idea.choose', defaultMessage: 'Idea' })}
            noneLabel={t({ id: 'pitchMaker.idea.placeholder', defaultMessage: 'Choose an idea' })}
            garage={garage}
            value={idea ? { id: idea.id, title: idea.title } : null}
            onChange={(picked) => setChosenId(picked?.id ?? '')}
          />
        </div>
        <Button variant="outline" disabled={!idea} onClick={() => (hasWriting ? setIsAsking(true) : fill())}>
          <Lightbulb className="size-4" aria-hidden="true" />
          {t({ id: 'pitchMaker.idea.fill', defaultMessage: 'Draft slides from this idea' })}
        </Button>
      </div>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t({ id: 'pitchMaker.idea.replaceTitle', defaultMessage: 'Replace the slides?' })}
        description={t({
          id: 'pitchMaker.idea.replaceDescription',
          defaultMessage: 'The slides will be drafted anew from the idea; what they say now will be replaced.',
        })}
        confirmLabel={t({ id: 'pitchMaker.idea.replace', defaultMessage: 'Replace slides' })}
        onConfirm={fill}
      />
    </SectionCard>
  );
}
