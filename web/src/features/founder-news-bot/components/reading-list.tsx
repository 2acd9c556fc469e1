import { NEWS_VIEWS, type NewsView } from '@core/tools/founder-news-bot/news-feeds';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useNewsItems } from '../api/get-news-items';
import { useRefreshFeeds } from '../api/refresh-feeds';
import { NewsItemCard } from './news-item-card';

/** The reading list: every followed feed's items newest first — all or unread (filtered), or saved — and Refresh. */
export function ReadingList() {
  const t = useT();
  const [view, setView] = useState<NewsView>('all');
  const items = useNewsItems(view);
  const refresh = useRefreshFeeds();
  const viewLabels: Record<NewsView, string> = {
    all: t({ id: 'newsBot.list.all', defaultMessage: 'All' }),
    unread: t({ id: 'newsBot.list.unread', defaultMessage: 'Unread' }),
    saved: t({ id: 'newsBot.list.saved', defaultMessage: 'Saved' }),
  };
  const emptyTexts: Record<NewsView, string> = {
    all: t({
      id: 'newsBot.list.emptyAll',
      defaultMessage: 'No items to show. Your feeds have none yet, or your filters leave none out.',
    }),
    unread: t({ id: 'newsBot.list.emptyUnread', defaultMessage: 'You have read everything. Well done.' }),
    saved: t({ id: 'newsBot.list.emptySaved', defaultMessage: 'Nothing saved yet. Save an item to keep it here.' }),
  };

  return (
    <SectionCard
      title={t({ id: 'newsBot.list.title', defaultMessage: 'Reading list' })}
      aside={
        <Button
          variant="outline"
          size="sm"
          onClick={() => refresh.mutate(undefined)}
          disabled={refresh.isPending}
          aria-busy={refresh.isPending}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {refresh.isPending
            ? t({ id: 'newsBot.list.refreshing', defaultMessage: 'Refreshing…' })
            : t({ id: 'newsBot.list.refresh', defaultMessage: 'Refresh' })}
        </Button>
      }
    >
      <FormAlert
        message={
          refresh.error &&
          messageOf(
            refresh.error,
            t({ id: 'newsBot.list.refreshFailed', defaultMessage: 'Your feeds could not be refreshed. Try again.' }),
          )
        }
      />
      <div role="group" aria-label={t({ id: 'newsBot.list.show', defaultMessage: 'Show' })} className="flex gap-2">
        {NEWS_VIEWS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={view === name ? 'primary' : 'outline'}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {viewLabels[name]}
          </Button>
        ))}
      </div>
      {items.isPending ? (
        <Skeleton className="mt-4 h-40" />
      ) : items.isError ? (
        <p role="alert" className="mt-4 text-destructive">
          {t({
            id: 'newsBot.list.loadFailed',
            defaultMessage: 'The items could not be loaded. Please reload the page.',
          })}
        </p>
      ) : items.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{emptyTexts[view]}</p>
      ) : (
        <ul aria-label={viewLabels[view]} className="mt-4 space-y-3">
          {items.data.map((item) => (
            <li key={item.id}>
              <NewsItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
