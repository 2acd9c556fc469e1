import type { IdeaView } from '@core/ideas/idea-contracts';
import type { CardDisplay } from '@core/preferences/preferences-contracts';
import { Pin, PinOff } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { CommentCarousel } from './comment-carousel';
import { DeleteIdeaButton } from './delete-idea-button';

const SOURCE_LABELS: Record<string, MessageDescriptor> = defineMessages({
  personal: { id: 'ideaBoard.card.source.personal', defaultMessage: 'My idea' },
  shared: { id: 'ideaBoard.card.source.shared', defaultMessage: 'Shared with me' },
  'shared-link': { id: 'ideaBoard.card.source.sharedLink', defaultMessage: 'Via shared link' },
  community: { id: 'ideaBoard.card.source.community', defaultMessage: 'Community' },
});
const SOURCE_BARS: Record<string, string> = {
  personal: 'bg-blue-500',
  shared: 'bg-green-500',
  community: 'bg-purple-500',
};

type IdeaCardProps = {
  idea: IdeaView;
  display: CardDisplay;
  layout: 'grid' | 'list';
  /** The comment being written on this card, when the viewer may comment (or is asked to sign in first). */
  commentDraft: { value: string; onChange: (value: string) => void; onSubmit: () => void; isSending: boolean } | null;
  /** The sharing feature's Share button, shown when the viewer may share the idea. */
  shareButton: ReactNode;
  onTogglePin: (() => void) | null;
  selection: { isSelected: boolean; onToggle: () => void } | null;
};

/** An idea on the board; a click anywhere but its controls opens the idea. */
export function IdeaCard({ idea, display, layout, commentDraft, shareButton, onTogglePin, selection }: IdeaCardProps) {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const open = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('button, input, textarea, select, a, label')) return;
    void navigate(paths.idea.getHref(idea.id));
  };

  return (
    <article
      aria-labelledby={`idea-${idea.id}`}
      onClick={open}
      className={cn(
        'relative flex cursor-pointer flex-col gap-3 overflow-hidden rounded-lg border border-border bg-card py-4 pl-5 pr-4 shadow-sm hover:shadow-md',
        idea.isPinned && 'ring-2 ring-amber-400',
        layout === 'list' && 'sm:flex-row sm:items-start',
      )}
      data-pinned={idea.isPinned || undefined}
    >
      <span
        aria-hidden="true"
        className={cn('absolute inset-y-0 left-0 w-1.5', SOURCE_BARS[idea.sourceType] ?? 'bg-gray-400')}
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            {selection && (
              <input
                type="checkbox"
                aria-label={t({ id: 'ideaBoard.card.select', defaultMessage: 'Select {title}' }, { title: idea.title })}
                checked={selection.isSelected}
                onChange={selection.onToggle}
                className="size-4 accent-primary"
              />
            )}
            <Badge variant="primary">{t(SOURCE_LABELS[idea.sourceType] ?? SOURCE_LABELS.community!)}</Badge>
          </div>
          <div className="flex items-center">
            {idea.permissions.canShare && shareButton}
            {idea.permissions.canDelete && <DeleteIdeaButton id={idea.id} title={idea.title} />}
            {onTogglePin && display.showPinOption && (
              <button
                type="button"
                aria-pressed={idea.isPinned}
                aria-label={
                  idea.isPinned
                    ? t({ id: 'ideaBoard.card.unpin', defaultMessage: 'Unpin {title}' }, { title: idea.title })
                    : t({ id: 'ideaBoard.card.pin', defaultMessage: 'Pin {title}' }, { title: idea.title })
                }
                onClick={onTogglePin}
                className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {idea.isPinned ? (
                  <PinOff className="size-4 text-amber-600" aria-hidden="true" />
                ) : (
                  <Pin className="size-4" aria-hidden="true" />
                )}
              </button>
            )}
          </div>
        </div>
        <h2 id={`idea-${idea.id}`} className={cn('font-semibold leading-tight', !display.showTitle && 'sr-only')}>
          <Link
            to={paths.idea.getHref(idea.id)}
            className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {idea.title}
          </Link>
        </h2>
        {display.showDescription && idea.description && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{idea.description}</p>
        )}
        {display.showTags && idea.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t({ id: 'ideaBoard.card.tags', defaultMessage: 'Tags' })}>
            {idea.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {display.showIdeaScore && (
            <>
              <dt className="text-muted-foreground">{t({ id: 'ideaBoard.card.score', defaultMessage: 'Score' })}</dt>
              <dd className="font-medium">
                {t({ id: 'ideaBoard.card.scoreValue', defaultMessage: '{score}/10' }, { score: idea.ideaScore })}
              </dd>
            </>
          )}
          {display.showCostToValidate && (
            <>
              <dt className="text-muted-foreground">
                {t({ id: 'ideaBoard.card.costToValidate', defaultMessage: 'Cost to validate' })}
              </dt>
              <dd className="font-medium">{format.money(idea.costToValidate, idea.costCurrency)}</dd>
            </>
          )}
        </dl>
        {display.showWhyNow && idea.whyNow && (
          <p className="text-sm">
            <span className="font-medium">{t({ id: 'ideaBoard.card.whyNow', defaultMessage: 'Why now:' })}</span>{' '}
            <span className="text-muted-foreground">{idea.whyNow}</span>
          </p>
        )}
      </div>
      {display.showComments && (
        <div className={cn(layout === 'list' && 'sm:w-80 sm:shrink-0')}>
          <CommentCarousel idea={idea} draft={commentDraft} />
        </div>
      )}
    </article>
  );
}
