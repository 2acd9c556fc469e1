import type { FollowFeedInput } from '@core/tools/founder-news-bot/news-feeds';
import { api, unwrap } from '@/lib/api-client';
import { useNewsMutation } from './get-news-feeds';

/** Follows a feed by its address; the server fetches it at once when nobody had. */
export const useFollowFeed = () =>
  useNewsMutation(async (json: FollowFeedInput) => unwrap(await api['founder-news-bot'].feeds.$post({ json })));
