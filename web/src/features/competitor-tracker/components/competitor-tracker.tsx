import { COMPETITOR_TRACKER_LIMITS } from '@core/tools/competitor-tracker/watched-pages';
import { SectionCard } from '@/components/section-card';
import { ToolPage } from '@/components/tool-page';
import { QueryContent } from '@/components/ui/query-content';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { pageProblemMessage } from '@core/tools/competitor-tracker/watched-pages';
import { useWatchedPages, useWatchPage } from '../api/watched-pages';
import { EMPTY_WATCH_PAGE } from '../hooks/watch-page-form';
import { WatchPageForm } from './watch-page-form';
import { WatchedPageList } from './watched-page-item';

/**
 * The Competitor Tracker (ADR 0109): a founder's watch list of competitors' pages (pricing, changelog, careers…), each
 * read daily and on 'Check now' — its readable text kept when it changes, the change shown line by line, and told.
 */
export function CompetitorTracker() {
  const t = useT();
  const said = useSaid();
  const pages = useWatchedPages();
  const watch = useWatchPage();

  return (
    <ToolPage
      toolId="competitor-tracker"
      description={t({
        id: 'competitorTracker.page.description',
        defaultMessage:
          'Watch competitors’ pricing, changelog and careers pages: each is read every day, and you see and hear what changed.',
      })}
      width="4xl"
    >
      <SectionCard
        title={t({ id: 'competitorTracker.add.title', defaultMessage: 'Watch a page' })}
        aside={
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: 'competitorTracker.add.note',
                defaultMessage:
                  'Up to {max} pages. The tracker reads public pages only, as robots.txt allows, and keeps the last {versions} versions of each.',
              },
              { max: COMPETITOR_TRACKER_LIMITS.pages, versions: COMPETITOR_TRACKER_LIMITS.versionsKept },
            )}
          </p>
        }
      >
        <WatchPageForm
          initial={EMPTY_WATCH_PAGE}
          submitLabel={t({ id: 'competitorTracker.add.submit', defaultMessage: 'Watch page' })}
          busyLabel={t({ id: 'competitorTracker.add.busy', defaultMessage: 'Reading the page…' })}
          isPending={watch.isPending}
          onSubmit={async (input) => {
            const { page } = await watch.mutateAsync(input);
            if (page.problem) toast.error(said(pageProblemMessage(page.problem)));
            else
              toast.success(
                t(
                  { id: 'competitorTracker.add.done', defaultMessage: 'Watching {competitor}’s page.' },
                  { competitor: page.competitor },
                ),
              );
          }}
        />
      </SectionCard>
      <SectionCard title={t({ id: 'competitorTracker.list.title', defaultMessage: 'Watched pages' })}>
        <QueryContent
          query={pages}
          errorMessage={t({
            id: 'competitorTracker.list.loadFailed',
            defaultMessage: 'Your watched pages could not be loaded. Please try again later.',
          })}
          skeletonClassName="h-24 w-full"
        >
          {(list) => <WatchedPageList pages={list} />}
        </QueryContent>
      </SectionCard>
    </ToolPage>
  );
}
