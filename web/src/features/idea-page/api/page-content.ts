import type { PageContent } from '@core/idea-page/page-contracts';
import type { RichContent } from '@core/idea-page/rich-content';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** hc's JSON typing flattens the recursive document type; the answer is the contract's PageContent. */
const asPageContent = (response: object) => unwrap<PageContent>(response as Response);

export const pageContentQueryOptions = (ideaId: string, pageId: string) =>
  queryOptions({
    queryKey: ['ideas', ideaId, 'content', pageId],
    queryFn: async (): Promise<PageContent> => asPageContent(await api.ideas[':id'].pages[':pageId'].content.$get({ param: { id: ideaId, pageId } })),
  });

/** Saves a page's content over `version`; a 409 ApiError when someone saved since (ADR 0014). */
export const savePageContent = async (ideaId: string, pageId: string, content: RichContent, version: number): Promise<PageContent> =>
  asPageContent(await api.ideas[':id'].pages[':pageId'].content.$put({ param: { id: ideaId, pageId }, json: { content, version } }));
