import { api, unwrap } from '@/lib/api-client';
import { useNewsMutation } from './get-news-feeds';

/** Fetches the founder's feeds now, instead of waiting for the half-hourly run. */
export const useRefreshFeeds = () =>
  useNewsMutation(async () => unwrap(await api['founder-news-bot'].feeds.refresh.$post()));
