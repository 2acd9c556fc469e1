import { NEWS_FEEDS_KEY, NEWS_KEY } from '@core/tools/founder-news-bot/news-query-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const newsFeedsQueryOptions = queryOptions({
  queryKey: NEWS_FEEDS_KEY,
  queryFn: async () => unwrap(await api['founder-news-bot'].feeds.$get()),
});

/** The feeds the founder follows, by title, each with where it stands since it was last fetched. */
export const useNewsFeeds = () => useQuery(newsFeedsQueryOptions);

/** A change to the founder's news (a feed, a mark, the filters): everything of the tool read again. */
export function useNewsMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
