import type { ItemStateInput } from '@core/tools/founder-news-bot/news-feeds';
import { api, unwrap } from '@/lib/api-client';
import { useNewsMutation } from './get-news-feeds';

/** Marks an item read or unread, saved or not. */
export const useSetItemState = () =>
  useNewsMutation(async ({ id, ...json }: ItemStateInput & { id: string }) =>
    unwrap(await api['founder-news-bot'].items[':id'].state.$put({ param: { id }, json })),
  );
