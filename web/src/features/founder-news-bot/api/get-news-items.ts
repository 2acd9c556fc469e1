import type { NewsView } from '@core/tools/founder-news-bot/news-feeds';
import { newsItemsKey } from '@core/tools/founder-news-bot/news-query-keys';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** A view of the reading list, newest first: all or unread (filtered), or saved. */
export const useNewsItems = (view: NewsView) =>
  useQuery({
    queryKey: newsItemsKey(view),
    queryFn: async () => unwrap(await api['founder-news-bot'].items.$get({ query: { view } })),
  });
