import { NEWS_SETTINGS_KEY } from '@core/tools/founder-news-bot/news-query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const newsSettingsQueryOptions = queryOptions({
  queryKey: NEWS_SETTINGS_KEY,
  queryFn: async () => unwrap(await api['founder-news-bot'].settings.$get()),
});

/** The founder's keyword filters and daily digest choice. */
export const useNewsSettings = () => useQuery(newsSettingsQueryOptions);
