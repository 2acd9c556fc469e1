import type { NewsItemView } from '@core/tools/founder-news-bot/news-feeds';
import { Bookmark, BookmarkCheck, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useSetItemState } from '../api/set-item-state';

/**
 * One item of the reading list, as plain text (the feed's HTML is never drawn): its title linking to the article
 * (opened in a new tab, which marks it read), its feed and date, its summary, and Mark read and Save.
 */
export function NewsItemCard({ item }: { item: NewsItemView }) {
  const t = useT();
  const format = useFormat();
  const setState = useSetItemState();
  const mark = (state: { read?: boolean; saved?: boolean }) => setState.mutate({ id: item.id, ...state });

  return (
    <article aria-label={item.title} className="space-y-2 rounded-md border border-border p-3">
      <h3 className={cn('font-medium break-words', item.read && 'text-muted-foreground')}>
        {item.link ? (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline-offset-4 hover:underline"
            onClick={() => !item.read && mark({ read: true })}
          >
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </h3>
      <p className="text-xs text-muted-foreground">
        {item.publishedAt
          ? t(
              { id: 'newsBot.item.fromOn', defaultMessage: '{feed} · {date}' },
              { feed: item.feedTitle, date: format.date(item.publishedAt) },
            )
          : item.feedTitle}
      </p>
      {item.summary && <p className="text-sm break-words">{item.summary}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={setState.isPending}
          aria-pressed={item.read}
          onClick={() => mark({ read: !item.read })}
        >
          <Check className="size-4" aria-hidden="true" />
          {t({ id: 'newsBot.item.markRead', defaultMessage: 'Read' })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={setState.isPending}
          aria-pressed={item.saved}
          onClick={() => mark({ saved: !item.saved })}
        >
          {item.saved ? (
            <BookmarkCheck className="size-4" aria-hidden="true" />
          ) : (
            <Bookmark className="size-4" aria-hidden="true" />
          )}
          {t({ id: 'newsBot.item.save', defaultMessage: 'Saved' })}
        </Button>
      </div>
      <FormAlert
        message={
          setState.error &&
          messageOf(
            setState.error,
            t({ id: 'newsBot.item.markFailed', defaultMessage: 'This could not be saved. Try again.' }),
          )
        }
      />
    </article>
  );
}
