import { pageContentSchema, type PageContent } from '@core/idea-page/page-contracts';
import type { RichContent } from '@core/idea-page/rich-content';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { pageContentQueryKey } from '@/lib/idea-page-query-key';

const content = api.ideas[':id'].pages[':pageId'].content;

export const pageContentQueryOptions = (ideaId: string, pageId: string) =>
  queryOptions({
    queryKey: pageContentQueryKey(ideaId, pageId),
    queryFn: async (): Promise<PageContent> =>
      pageContentSchema.parse(await unwrap(await content.$get({ param: { id: ideaId, pageId } }))),
  });

/** Saves a page's content over `version`; a 409 ApiError when someone saved since (ADR 0014). */
export const savePageContent = async (
  ideaId: string,
  pageId: string,
  json: RichContent,
  version: number,
): Promise<PageContent> =>
  pageContentSchema.parse(
    await unwrap(await content.$put({ param: { id: ideaId, pageId }, json: { content: json, version } })),
  );
