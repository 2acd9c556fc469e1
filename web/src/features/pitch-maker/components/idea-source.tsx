import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { ideasToChooseQueryOptions } from '@/lib/ideas-query';
import type { DeckDocument } from '../hooks/use-deck-document';
import { useStandardOutline } from '../hooks/use-standard-outline';

/** An idea of the user's Idea Garage to draft the deck from: its fields fill the standard slides (asking first over written slides). */
export function IdeaSource({ deck, viewerId }: { deck: DeckDocument; viewerId: string }) {
  const t = useT();
  const ideas = useQuery(ideasToChooseQueryOptions(viewerId));
  const outline = useStandardOutline();
  const [chosen, setChosen] = useState(deck.deck.ideaId ?? '');
  const [isAsking, setIsAsking] = useState(false);
  const idea = ideas.data?.find((each) => each.id === chosen);
  const fill = () => {
    if (!idea) return;
    deck.change(() => ({ ideaId: idea.id, slides: outline(idea) }));
    setIsAsking(false);
  };
  const hasWriting = deck.deck.slides.some((slide) => slide.body.trim() !== '');

  return (
    <SectionCard title={t({ id: 'pitchMaker.idea.title', defaultMessage: 'Start from an idea' })}>
      {ideas.isPending && <Skeleton className="h-10 w-full" />}
      <FormAlert message={ideas.isError ? t({ id: 'pitchMaker.idea.loadError', defaultMessage: 'Could not load your ideas.' }) : null} />
      {ideas.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'pitchMaker.idea.none', defaultMessage: 'Add an idea to your Idea Garage to draft a deck from it, or write the slides below.' })}
        </p>
      )}
      {ideas.data && ideas.data.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <SelectField
              layout="stacked"
              label={t({ id: 'pitchMaker.idea.choose', defaultMessage: 'Idea' })}
              value={chosen}
              options={[
                { value: '', label: t({ id: 'pitchMaker.idea.placeholder', defaultMessage: 'Choose an idea' }) },
                ...ideas.data.map((each) => ({ value: each.id, label: each.title })),
              ]}
              onChange={setChosen}
            />
          </div>
          <Button variant="outline" disabled={!idea} onClick={() => (hasWriting ? setIsAsking(true) : fill())}>
            <Lightbulb className="size-4" aria-hidden="true" />
            {t({ id: 'pitchMaker.idea.fill', defaultMessage: 'Draft slides from this idea' })}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t({ id: 'pitchMaker.idea.replaceTitle', defaultMessage: 'Replace the slides?' })}
        description={t({ id: 'pitchMaker.idea.replaceDescription', defaultMessage: 'The slides will be drafted anew from the idea; what they say now will be replaced.' })}
        confirmLabel={t({ id: 'pitchMaker.idea.replace', defaultMessage: 'Replace slides' })}
        onConfirm={fill}
      />
    </SectionCard>
  );
}
