import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A QueryClient whose invalidation always reads again. TanStack joins a fetch already on its way instead of
 * cancelling it when the query has no data yet (its first read), so a change saved while a page's first read was on
 * its way was shown as before it (the Domain Tracker's `?track=`): such a first read is cancelled first.
 */
class ReadAgainQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstRead = (query: Query) =>
      query.state.data === undefined &&
      query.state.fetchStatus === 'fetching' &&
      (filters?.predicate?.(query as never) ?? true);
    await this.cancelQueries({ queryKey: filters?.queryKey, exact: filters?.exact, predicate: firstRead });
    return super.invalidateQueries(filters, options);
  }
}

/** One retry for a failed read (a blip on the network), none for writes. Tests pass `retry: 0`. */
export function createQueryClient({ retry = 1 }: { retry?: number } = {}) {
  return new ReadAgainQueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
