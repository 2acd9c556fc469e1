import type { NewsSettings } from '@core/tools/founder-news-bot/news-feeds';
import { api, unwrap } from '@/lib/api-client';
import { useNewsMutation } from './get-news-feeds';

/** Saves the filters and the digest choice. */
export const useSaveNewsSettings = () =>
  useNewsMutation(async (json: NewsSettings) => unwrap(await api['founder-news-bot'].settings.$put({ json })));
