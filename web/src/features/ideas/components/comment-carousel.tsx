import type { IdeaComment } from '@core/ideas/idea-contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type CommentCarouselProps = {
  ideaTitle: string;
  comments: IdeaComment[];
  /** Null: no comment box (the viewer may only read). */
  draft: { value: string; onChange: (value: string) => void; onSubmit: () => void; isSending: boolean } | null;
};

/** One comment at a time, 'n of total', with the add-comment box under it. */
export function CommentCarousel({ ideaTitle, comments, draft }: CommentCarouselProps) {
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, Math.max(comments.length - 1, 0));
  const comment = comments[shown];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft && draft.value.trim() && !draft.isSending) draft.onSubmit();
  };

  return (
    <div className="space-y-2 border-t border-border pt-3">
      {comment ? (
        <div className="flex items-start gap-2">
          <Avatar user={{ name: comment.author }} className="size-7 text-xs" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium">{comment.author}</p>
            <p className="break-words text-sm text-muted-foreground">{comment.text}</p>
          </div>
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            <Button variant="ghost" size="sm" className="size-7 px-0" aria-label="Previous comment" disabled={shown === 0} onClick={() => setIndex(shown - 1)}>
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <span aria-live="polite">
              {shown + 1} of {comments.length}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="size-7 px-0"
              aria-label="Next comment"
              disabled={shown >= comments.length - 1}
              onClick={() => setIndex(shown + 1)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">No comments yet</p>
      )}
      {draft && (
        <form className="flex gap-2" onSubmit={submit}>
          <Input
            aria-label={`Comment on ${ideaTitle}`}
            placeholder="Add a comment…"
            className="h-8"
            value={draft.value}
            onChange={(event) => draft.onChange(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!draft.value.trim() || draft.isSending}>
            Add
          </Button>
        </form>
      )}
    </div>
  );
}
