import { pageContentSchema, type PageContent } from '@core/idea-page/page-contracts';
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
