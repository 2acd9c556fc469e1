import { moved } from '@core/lists/moved';
import { PITCH_LIMITS } from '@core/tools/pitch-maker/pitch-deck';
import { Plus } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import type { DeckDocument } from '../hooks/use-deck-document';
import { SlideCard } from './slide-card';

/** The outline: each slide edited in place (or improved by the AI), moved up or down, removed; a slide added at the end. */
export function SlidesSection({ deck }: { deck: DeckDocument }) {
  const t = useT();
  const { slides } = deck.deck;
  const setSlides = (update: (now: typeof slides) => typeof slides) =>
    deck.change((now) => ({ slides: update(now.slides) }));
  const add = () =>
    setSlides((now) => [
      ...now,
      {
        id: crypto.randomUUID(),
        kind: 'custom',
        title: t({ id: 'pitchMaker.slide.newTitle', defaultMessage: 'New slide' }),
        body: '',
        aiDraft: false,
      },
    ]);
  return (
    <SectionCard title={t({ id: 'pitchMaker.slides.title', defaultMessage: 'Slides' })}>
      <ol
        className="space-y-4"
        aria-label={t({ id: 'pitchMaker.slides.listLabel', defaultMessage: 'Slides of the deck' })}
      >
        {slides.map((slide, index) => (
          <SlideCard
            key={slide.id}
            slide={slide}
            number={index + 1}
            count={slides.length}
            ideaId={deck.deck.ideaId}
            issues={deck.checked.issues}
            onChange={(changed) => setSlides((now) => now.map((each) => (each.id === changed.id ? changed : each)))}
            onMove={(by) =>
              setSlides((now) => {
                const from = now.findIndex((each) => each.id === slide.id);
                return moved(now, from, from + by);
              })
            }
            onRemove={() => setSlides((now) => now.filter((each) => each.id !== slide.id))}
            onImproved={(body) =>
              setSlides((now) =>
                now.map((each) =>
                  each.id === slide.id
                    ? { ...each, body: body.trim().slice(0, PITCH_LIMITS.body), aiDraft: true }
                    : each,
                ),
              )
            }
          />
        ))}
      </ol>
      <FormAlert message={deck.checked.issues.slides} />
      <Button variant="outline" onClick={add} disabled={slides.length >= PITCH_LIMITS.slides}>
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'pitchMaker.slides.add', defaultMessage: 'Add slide' })}
      </Button>
    </SectionCard>
  );
}
