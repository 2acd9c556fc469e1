import { api, unwrap } from '@/lib/api-client';
import { useNewsMutation } from './get-news-feeds';

/** Stops following a feed (what was saved of it stays saved). */
export const useUnfollowFeed = () =>
  useNewsMutation(async (id: string) => unwrap(await api['founder-news-bot'].feeds[':id'].$delete({ param: { id } })));
