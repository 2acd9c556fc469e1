import type { IdeaView } from '@core/ideas/idea-contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useIdeaComments } from '../api/get-comments';
import { usePersonName } from '@/lib/i18n/use-person-name';

type CommentCarouselProps = {
  idea: IdeaView;
  /** Null: no comment box (the viewer may only read). */
  draft: { value: string; onChange: (value: string) => void; onSubmit: () => void; isSending: boolean } | null;
};

/** One comment at a time, 'n of total' (older ones fetched as the viewer pages), with the add-comment box under it. */
export function CommentCarousel({ idea, draft }: CommentCarouselProps) {
  const t = useT();
  const personName = usePersonName();
  const [index, setIndex] = useState(0);
  const { comments, total, isLoading, isError, retry } = useIdeaComments(idea, index);
  const shown = Math.min(index, Math.max(total - 1, 0));
  const comment = comments[shown];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft && draft.value.trim() && !draft.isSending) draft.onSubmit();
  };

  return (
    <div className="space-y-2 border-t border-border pt-3">
      {total > 0 ? (
        <div className="flex items-start gap-2">
          {comment ? (
            <>
              <Avatar user={{ name: comment.author }} className="size-7 text-xs" />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-medium">{personName(comment.author)}</p>
                <p className="break-words text-sm text-muted-foreground">{comment.content}</p>
              </div>
            </>
          ) : isError && !isLoading ? (
            <p className="flex-1 text-xs text-destructive" role="alert">
              {t(
                {
                  id: 'ideaBoard.comments.loadFailed',
                  defaultMessage: 'Failed to load comments. <retry>Try again</retry>',
                },
                {
                  retry: (chunks) => (
                    <button type="button" className="underline" onClick={retry}>
                      {chunks}
                    </button>
                  ),
                },
              )}
            </p>
          ) : (
            <p className="flex flex-1 items-center gap-2 text-xs text-muted-foreground">
              <Spinner
                className="size-4"
                label={t({ id: 'ideaBoard.comments.loadingLabel', defaultMessage: 'Loading comments' })}
              />
              <span aria-hidden="true">{t({ id: 'ideaBoard.comments.loading', defaultMessage: 'Loading…' })}</span>
            </p>
          )}
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            <Button
              variant="ghost"
              size="sm"
              className="size-7 px-0"
              aria-label={t({ id: 'ideaBoard.comments.previous', defaultMessage: 'Previous comment' })}
              disabled={shown === 0}
              onClick={() => setIndex(shown - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <span aria-live="polite">
              {t(
                { id: 'ideaBoard.comments.position', defaultMessage: '{current} of {total}' },
                { current: shown + 1, total },
              )}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="size-7 px-0"
              aria-label={t({ id: 'ideaBoard.comments.next', defaultMessage: 'Next comment' })}
              disabled={shown >= total - 1}
              onClick={() => setIndex(shown + 1)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t({ id: 'ideaBoard.comments.empty', defaultMessage: 'No comments yet' })}
        </p>
      )}
      {draft && (
        <form className="flex gap-2" onSubmit={submit}>
          <Input
            aria-label={t(
              { id: 'ideaBoard.comments.inputLabel', defaultMessage: 'Comment on {title}' },
              { title: idea.title },
            )}
            placeholder={t({ id: 'ideaBoard.comments.placeholder', defaultMessage: 'Add a comment…' })}
            className="h-8 min-w-0"
            value={draft.value}
            onChange={(event) => draft.onChange(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!draft.value.trim() || draft.isSending}>
            {t({ id: 'ideaBoard.comments.add', defaultMessage: 'Add' })}
          </Button>
        </form>
      )}
    </div>
  );
}
