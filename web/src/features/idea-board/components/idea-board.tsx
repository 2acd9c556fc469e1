import type { IdeaView } from '@core/ideas/idea-contracts';
import type { CardDisplay } from '@core/preferences/preferences-contracts';
import { LayoutGrid, List, Plus, Settings, Share2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddComment } from '../api/add-comment';
import { EMPTY_FILTERS, type BoardFilterValues } from '../api/board-query-key';
import { useBoard } from '../api/get-board';
import { usePinIdea } from '../api/pin-idea';
import { AddIdeaDialog } from './add-idea-dialog';
import { BoardFilters, filterMessages } from './board-filters';
import { IdeaCard } from './idea-card';
import { IdeaGrid } from './idea-grid';

/** What a visitor tried that needs an account (the page says so in its words). */
export type SignInAction = 'comment' | 'addIdea' | 'changeSettings';

type IdeaBoardProps = {
  /** '' for a visitor: the public board, read-only. */
  viewerId: string;
  defaultView: 'grid' | 'list';
  display: CardDisplay;
  onOpenSettings: () => void;
  /** A visitor tried something that needs an account ('comment', 'add an idea', …). */
  onSignInRequired: (action: SignInAction) => void;
  banner?: ReactNode;
  /** Sharing is its own feature, composed in app/: a card's Share button, and the dialog for the ideas selected in bulk. */
  share: { button: (idea: IdeaView) => ReactNode; bulkDialog: (dialog: BulkShareDialog) => ReactNode };
};

export type BulkShareDialog = {
  ideas: { id: string; title: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShared: () => void;
};

/** The Idea Garage board: header, filters, and the ideas in a grid or a list, 50 at a time. */
export function IdeaBoard({
  viewerId,
  defaultView,
  display,
  onOpenSettings,
  onSignInRequired,
  banner,
  share,
}: IdeaBoardProps) {
  const t = useT();
  const { toolName, toolDescription } = useToolText();
  const isSignedIn = viewerId !== '';
  const [filters, setFilters] = useState<BoardFilterValues>(EMPTY_FILTERS);
  const query = useDebouncedValue(filters, 250);
  const board = useBoard(viewerId, query);
  const pin = usePinIdea();
  const comment = useAddComment();
  const [view, setView] = useState(defaultView);
  const [adding, setAdding] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [bulkMode, setBulkMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkSharing, setBulkSharing] = useState(false);
  const ideas = useMemo(() => board.data?.pages.flatMap((page) => page.ideas) ?? [], [board.data]);
  const chips = useMemo(
    () =>
      [...new Set([...ideas.flatMap((idea) => [idea.category, ...idea.tags]), ...filters.tags].filter(Boolean))].sort(),
    [ideas, filters.tags],
  );
  const isFiltered = query.search !== '' || query.priority !== 'all' || query.tags.length > 0;

  const more = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = board;
  useEffect(() => {
    const target = more.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const ifSignedIn = (action: SignInAction, run: () => void) => () => (isSignedIn ? run() : onSignInRequired(action));
  const toggleBulkMode = () => {
    setBulkMode(!bulkMode);
    setSelected(new Set());
  };

  return (
    <div className="space-y-6">
      {banner}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{toolName('idea-garage')}</h1>
          <p className="mt-1 text-muted-foreground">{toolDescription('idea-garage')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <div
            className="flex rounded-md border border-input"
            role="group"
            aria-label={t({ id: 'ideaBoard.board.layout', defaultMessage: 'Layout' })}
          >
            <Button
              variant="ghost"
              size="sm"
              className="h-9 rounded-r-none"
              aria-pressed={view === 'grid'}
              aria-label={t({ id: 'ideaBoard.board.gridView', defaultMessage: 'Grid view' })}
              onClick={() => setView('grid')}
            >
              <LayoutGrid className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="h-9 rounded-l-none"
              aria-pressed={view === 'list'}
              aria-label={t({ id: 'ideaBoard.board.listView', defaultMessage: 'List view' })}
              onClick={() => setView('list')}
            >
              <List className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <Button variant="outline" onClick={ifSignedIn('changeSettings', onOpenSettings)}>
            <Settings className="size-4" aria-hidden="true" />{' '}
            {t({ id: 'ideaBoard.board.settings', defaultMessage: 'Settings' })}
          </Button>
          <Button onClick={ifSignedIn('addIdea', () => setAdding(true))}>
            <Plus className="size-4" aria-hidden="true" />{' '}
            {t({ id: 'ideaBoard.board.addIdea', defaultMessage: 'Add New Idea' })}
          </Button>
        </div>
      </header>

      <BoardFilters
        filters={filters}
        onChange={setFilters}
        chips={chips}
        bulkMode={isSignedIn ? bulkMode : null}
        onToggleBulkMode={toggleBulkMode}
      />
      {bulkMode && (
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: 'ideaBoard.board.selectedCount',
                defaultMessage: '{count, plural, one {# selected} other {# selected}}',
              },
              { count: selected.size },
            )}
          </p>
          <Button size="sm" disabled={selected.size === 0} onClick={() => setBulkSharing(true)}>
            <Share2 className="size-4" aria-hidden="true" />{' '}
            {t({ id: 'ideaBoard.board.shareSelected', defaultMessage: 'Share selected' })}
          </Button>
        </div>
      )}
      {share.bulkDialog({
        ideas: ideas.filter((idea) => selected.has(idea.id)).map((idea) => ({ id: idea.id, title: idea.title })),
        open: bulkSharing,
        onOpenChange: setBulkSharing,
        onShared: () => setSelected(new Set()),
      })}

      {board.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label={t({ id: 'ideaBoard.board.loading', defaultMessage: 'Loading ideas' })}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : board.isError ? (
        <p role="alert" className="text-destructive">
          {t({ id: 'ideaBoard.board.loadFailed', defaultMessage: 'The ideas could not be loaded. Please try again.' })}
        </p>
      ) : ideas.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-12 text-center">
          {isFiltered ? (
            <>
              <h2 className="text-lg font-semibold">
                {t({ id: 'ideaBoard.board.noMatches', defaultMessage: 'No ideas match your filters' })}
              </h2>
              <Button variant="link" onClick={() => setFilters(EMPTY_FILTERS)}>
                {t(filterMessages.clearFilters)}
              </Button>
            </>
          ) : (
            <>
              <h2 className="text-lg font-semibold">
                {t({ id: 'ideaBoard.board.emptyTitle', defaultMessage: 'No ideas yet' })}
              </h2>
              <p className="mt-1 text-muted-foreground">
                {t({
                  id: 'ideaBoard.board.emptyText',
                  defaultMessage: 'Start capturing your startup ideas and build your innovation pipeline.',
                })}
              </p>
              <Button className="mt-4" onClick={ifSignedIn('addIdea', () => setAdding(true))}>
                {t({ id: 'ideaBoard.board.addFirstIdea', defaultMessage: 'Add Your First Idea' })}
              </Button>
            </>
          )}
        </div>
      ) : (
        <IdeaGrid
          ideas={ideas}
          layout={view}
          renderCard={(idea) => (
            <IdeaCard
              key={idea.id}
              idea={idea}
              display={display}
              layout={view}
              shareButton={share.button(idea)}
              onTogglePin={idea.permissions.canPin ? () => pin.mutate({ id: idea.id, isPinned: !idea.isPinned }) : null}
              selection={
                bulkMode && idea.permissions.canShare
                  ? {
                      isSelected: selected.has(idea.id),
                      onToggle: () =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (!next.delete(idea.id)) next.add(idea.id);
                          return next;
                        }),
                    }
                  : null
              }
              commentDraft={
                idea.permissions.canComment || !isSignedIn
                  ? {
                      value: drafts[idea.id] ?? '',
                      onChange: (value) => setDrafts((current) => ({ ...current, [idea.id]: value })),
                      isSending: comment.isPending && comment.variables?.id === idea.id,
                      onSubmit: ifSignedIn('comment', () =>
                        comment.mutate(
                          { id: idea.id, content: drafts[idea.id] ?? '' },
                          { onSuccess: () => setDrafts((current) => ({ ...current, [idea.id]: '' })) },
                        ),
                      ),
                    }
                  : null
              }
            />
          )}
        />
      )}
      {hasNextPage && (
        <div ref={more} className="flex justify-center">
          <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage
              ? t({ id: 'ideaBoard.board.loadingMore', defaultMessage: 'Loading…' })
              : t({ id: 'ideaBoard.board.loadMore', defaultMessage: 'Load more ideas' })}
          </Button>
        </div>
      )}
      {isSignedIn && <AddIdeaDialog open={adding} onOpenChange={setAdding} />}
    </div>
  );
}
