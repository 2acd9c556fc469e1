import type { LinkInfo } from '@core/ideas/share-contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** A link's endpoints. */
export const link = api.links[':token'];

/**
 * What a link shares, before any content; 404 invalid, 410 expired. Asked once: the answer will not change. Apart
 * from the rest of the links' API (links.ts), so a tool's page — which asks only this, for a ?share= address — does
 * not load the content schemas with it.
 */
export const linkInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['links', token],
    queryFn: async (): Promise<LinkInfo> => unwrap(await link.$get({ param: { token } })),
    retry: false,
  });
