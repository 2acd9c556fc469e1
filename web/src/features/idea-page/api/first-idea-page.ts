import type { FirstData } from '@core/pages/first-data';
import type { QueryClient } from '@tanstack/react-query';
import { ideaPageQueryKey, pageContentQueryKey } from '@/lib/idea-page-query-key';

/**
 * The idea's page and its Main Content that came with the page (its first data), as the page's first two requests
 * would have fetched them — kept apart from the API client so that the app's entry can seed them.
 */
export function seedFirstIdeaPage(queryClient: QueryClient, data: FirstData | undefined) {
  if (!data?.user || !data.idea) return;
  const { page, content } = data.idea;
  queryClient.setQueryData(ideaPageQueryKey(page.idea.id), page);
  if (content) queryClient.setQueryData(pageContentQueryKey(page.idea.id, content.pageId), content);
}
