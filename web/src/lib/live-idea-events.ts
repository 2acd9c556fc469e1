import { liveIdeaEventSchema, readJson, type IdeaChange, type LiveIdeaEvent } from '@core/ideas/live-contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BOARD_QUERIES_KEY, commentsQueryKey, ideaPageMutationKey, ideaPageQueryKey } from '@/lib/idea-page-query-key';

/** What a change makes stale: the idea page, its comments, the board (its cards show title, comments and pin). */
const STALE: Record<IdeaChange, (ideaId: string) => QueryKey[]> = {
  pages: (id) => [ideaPageQueryKey(id)],
  idea: (id) => [ideaPageQueryKey(id), BOARD_QUERIES_KEY],
  properties: (id) => [ideaPageQueryKey(id)],
  widgets: (id) => [ideaPageQueryKey(id)],
  comments: (id) => [ideaPageQueryKey(id), commentsQueryKey(id), BOARD_QUERIES_KEY],
  pin: () => [BOARD_QUERIES_KEY],
};

/** How long events are gathered before what they made stale is read again: a burst of them is one read. */
export const GATHER_MS = 100;

/**
 * Applies the live channel's idea events (ADR 0114) to the query cache: each makes stale only what its change
 * shows in, and what is shown is read again (a query nobody shows is only marked stale). Events that come together
 * are gathered, so each query is read once for them. The idea page is not read again while a change of this tab to
 * it is on its way: that change's own refresh, once saved, brings the other change too, and a read meanwhile would
 * show the page without this tab's change for a moment.
 */
export function createIdeaEventApplier(queryClient: QueryClient) {
  const stale = new Map<string, { key: QueryKey; heldBy: QueryKey | undefined }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const gathered = [...stale.values()];
    stale.clear();
    for (const { key, heldBy } of gathered) {
      if (heldBy && queryClient.isMutating({ mutationKey: heldBy }) > 0) continue;
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  const apply = ({ ideaId, change }: LiveIdeaEvent) => {
    const page = JSON.stringify(ideaPageQueryKey(ideaId));
    for (const key of STALE[change](ideaId)) {
      const name = JSON.stringify(key);
      stale.set(name, { key, heldBy: name === page ? ideaPageMutationKey(ideaId) : undefined });
    }
    timer ??= setTimeout(flush, GATHER_MS);
  };
  return {
    /** Applies one event's data as the stream sent it; anything that is not an idea event is ignored. */
    receive(data: string) {
      const event = readJson(liveIdeaEventSchema, data);
      if (event) apply(event);
    },
    /**
     * After the stream was lost and came back: any idea may have changed meanwhile, so every idea query but the
     * pages' content (not this channel's) is stale.
     */
    catchUp() {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'ideas' && queryKey[2] !== 'content',
      });
    },
    /** Stops: what was gathered is dropped (the page is leaving). */
    stop() {
      clearTimeout(timer);
      stale.clear();
    },
  };
}
