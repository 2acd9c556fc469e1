import { PITCH_LIMITS, type Slide } from '@core/tools/pitch-maker/pitch-deck';
import type { AiDraftRequest } from '@core/ai/ai-drafts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { AiDraftBadge } from '@/components/ai-draft-badge';
import { FormField } from '@/components/ui/form-field';
import { IconButton } from '@/components/ui/icon-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { focusField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';

type SlideCardProps = {
  slide: Slide;
  /** 1-based, as the founder counts slides. */
  number: number;
  count: number;
  /** The idea the deck is drafted from, if any: 'Improve this slide' tells the AI about it. */
  ideaId: string | null;
  issues: FieldIssues;
  onChange: (slide: Slide) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** What the AI wrote for the slide's body, to put in its place marked AI draft. */
  onImproved: (body: string) => void;
};

/** What 'Improve this slide' asks for; null while the slide has no title (its field says so). */
const improveRequestOf = ({ title, body }: Slide, ideaId: string | null): AiDraftRequest | null =>
  title.trim() === ''
    ? null
    : { task: 'pitch-slide', input: { ...(ideaId ? { ideaId } : {}), title: title.trim(), body: body.trim() } };

/**
 * One slide of the outline, a group named by its number and title: its title and body, moved up or down, removed;
 * with the founder's AI key, 'Improve this slide' redrafts its body.
 */
export function SlideCard({
  slide,
  number,
  count,
  ideaId,
  issues,
  onChange,
  onMove,
  onRemove,
  onImproved,
}: SlideCardProps) {
  const t = useT();
  const name = t({ id: 'pitchMaker.slide.name', defaultMessage: 'Slide {number}' }, { number });
  const title = useRef<HTMLInputElement>(null);
  return (
    <li>
      <fieldset className="space-y-3 rounded-lg border border-border p-4">
        <legend className="sr-only">
          {slide.title.trim()
            ? t(
                { id: 'pitchMaker.slide.nameWithTitle', defaultMessage: 'Slide {number}: {title}' },
                { number, title: slide.title.trim() },
              )
            : name}
        </legend>
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
            {name}
          </span>
          <div className="flex gap-1">
            <IconButton
              label={t({ id: 'pitchMaker.slide.moveUp', defaultMessage: 'Move slide {number} up' }, { number })}
              icon={ArrowUp}
              disabled={number === 1}
              onClick={() => onMove(-1)}
            />
            <IconButton
              label={t({ id: 'pitchMaker.slide.moveDown', defaultMessage: 'Move slide {number} down' }, { number })}
              icon={ArrowDown}
              disabled={number === count}
              onClick={() => onMove(1)}
            />
            <IconButton
              label={t({ id: 'pitchMaker.slide.remove', defaultMessage: 'Remove slide {number}' }, { number })}
              icon={Trash2}
              disabled={count === 1}
              onClick={onRemove}
            />
          </div>
        </div>
        <FormField
          ref={title}
          label={t({ id: 'pitchMaker.slide.title', defaultMessage: 'Slide title' })}
          value={slide.title}
          maxLength={PITCH_LIMITS.title}
          error={issues[`slides.${slide.id}.title`]}
          onChange={(event) => onChange({ ...slide, title: event.target.value })}
        />
        <TextAreaField
          label={t({ id: 'pitchMaker.slide.body', defaultMessage: 'What the slide says' })}
          labelAside={slide.aiDraft ? <AiDraftBadge /> : undefined}
          rows={4}
          maxLength={PITCH_LIMITS.body}
          value={slide.body}
          error={issues[`slides.${slide.id}.body`]}
          onChange={(event) => onChange({ ...slide, body: event.target.value, aiDraft: false })}
        />
        <AiDraftAction
          label={t({ id: 'pitchMaker.slide.improve', defaultMessage: 'Improve this slide' })}
          request={() => improveRequestOf(slide, ideaId)}
          needs={
            slide.title.trim() === ''
              ? {
                  message: t({ id: 'pitchMaker.slide.needsTitle', defaultMessage: "Enter the slide's title first." }),
                  goToField: () => focusField(title.current),
                }
              : null
          }
          onDrafted={({ text }) => onImproved(text)}
        />
      </fieldset>
    </li>
  );
}
