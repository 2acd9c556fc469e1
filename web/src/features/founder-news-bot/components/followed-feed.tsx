import type { NewsFeedView } from '@core/tools/founder-news-bot/news-feeds';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useUnfollowFeed } from '../api/unfollow-feed';

/** A followed feed: its title and address, where it stands (fetched when, or why it could not be read), and Stop following. */
export function FollowedFeed({ feed }: { feed: NewsFeedView }) {
  const t = useT();
  const format = useFormat();
  const unfollow = useUnfollowFeed();
  let status: string;
  if (feed.lastError)
    status = t(
      { id: 'newsBot.feed.unreadable', defaultMessage: 'This feed could not be read: {reason}' },
      { reason: feed.lastError },
    );
  else if (feed.lastFetchedAt)
    status = t(
      { id: 'newsBot.feed.fetched', defaultMessage: 'Checked {when}' },
      { when: format.dateTime(feed.lastFetchedAt) },
    );
  else status = t({ id: 'newsBot.feed.notFetched', defaultMessage: 'Not fetched yet' });

  return (
    <article
      aria-label={feed.title}
      className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-3"
    >
      <div className="min-w-0 space-y-1">
        <h3 className="font-medium break-words">{feed.title}</h3>
        <p className="text-xs break-all text-muted-foreground">{feed.url}</p>
        <p className={feed.lastError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>{status}</p>
        <FormAlert
          message={
            unfollow.error &&
            messageOf(
              unfollow.error,
              t({ id: 'newsBot.feed.unfollowFailed', defaultMessage: 'Could not stop following. Try again.' }),
            )
          }
        />
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={unfollow.isPending}
        aria-busy={unfollow.isPending}
        onClick={() => unfollow.mutate(feed.id)}
      >
        {t({ id: 'newsBot.feed.unfollow', defaultMessage: 'Stop following' })}
      </Button>
    </article>
  );
}
