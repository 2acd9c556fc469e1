import { useRef } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useNewsFeeds } from '../api/get-news-feeds';
import { FeedsSection } from './feeds-section';
import { FiltersSection } from './filters-section';
import { ReadingList } from './reading-list';

/**
 * The Founder News Bot (ADR 0110): the founder follows startup and funding news feeds — suggested ones or any RSS or
 * Atom feed — and reads them in one list, newest first, with keyword filters, read and saved marks and an optional
 * daily digest. The server fetches the feeds; the page shows their items as plain text and links.
 */
export function FounderNewsBot() {
  const t = useT();
  const feeds = useNewsFeeds();
  const addressField = useRef<HTMLInputElement>(null);

  return (
    <ToolPage
      toolId="founder-news-bot"
      description={t({
        id: 'newsBot.page.description',
        defaultMessage:
          'Follow startup and funding news feeds — suggested ones, or the address of any RSS or Atom feed — and read them in one list, newest first. Keep what matters with keyword filters, mark items read, save the ones to keep, and get a daily digest if you like.',
      })}
      width="4xl"
    >
      {feeds.isPending ? (
        <Skeleton className="h-64" />
      ) : feeds.isError ? (
        <p role="alert" className="text-destructive">
          {t({
            id: 'newsBot.page.loadFailed',
            defaultMessage: 'Your feeds could not be loaded. Please reload the page.',
          })}
        </p>
      ) : (
        <>
          {feeds.data.length === 0 ? (
            <EmptyState
              title={t({ id: 'newsBot.page.emptyTitle', defaultMessage: 'No news yet' })}
              description={t({
                id: 'newsBot.page.emptyDescription',
                defaultMessage:
                  'Follow a suggested feed below, or add the address of any RSS or Atom feed. Its newest items show here.',
              })}
              actions={[
                {
                  label: t({ id: 'newsBot.page.addFeed', defaultMessage: 'Add a feed' }),
                  onClick: () => addressField.current?.focus(),
                },
              ]}
            />
          ) : (
            <ReadingList />
          )}
          <FeedsSection feeds={feeds.data} addressField={addressField} />
          <FiltersSection />
        </>
      )}
    </ToolPage>
  );
}
