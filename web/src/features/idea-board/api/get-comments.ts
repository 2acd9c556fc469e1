import type { CommentPage, IdeaComment, IdeaView } from '@core/ideas/idea-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '@/lib/api-client';
import { commentsQueryKey } from '@/lib/idea-page-query-key';

const COMMENTS_PAGE = '20';

/** Under ['ideas'], so adding a comment (which refreshes every idea query) refreshes these too. */
export const commentsQueryOptions = (ideaId: string) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(ideaId),
    queryFn: async ({ pageParam }): Promise<CommentPage> =>
      unwrap(
        await api.ideas[':id'].comments.$get({
          param: { id: ideaId },
          query: { limit: COMMENTS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type LoadedComments = {
  comments: IdeaComment[];
  total: number;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
};

/**
 * An idea's comments as far as the viewer has paged: the newest ones the card came with, then, once the
 * viewer pages past them, the idea's comments fetched page by page.
 */
export function useIdeaComments(idea: IdeaView, shownIndex: number): LoadedComments {
  const total = Math.max(idea.commentCount, idea.comments.length);
  const wantsMore = shownIndex >= idea.comments.length - 1 && total > idea.comments.length;
  const query = useInfiniteQuery({ ...commentsQueryOptions(idea.id), enabled: wantsMore });
  const fetched = query.data?.pages.flatMap((page) => page.comments) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const needsNextPage =
    wantsMore && query.isSuccess && shownIndex >= fetched.length - 1 && hasNextPage && !isFetchingNextPage;

  useEffect(() => {
    if (needsNextPage) void fetchNextPage();
  }, [needsNextPage, fetchNextPage]);

  const comments = fetched.length > idea.comments.length ? fetched : idea.comments;
  return {
    comments,
    total: Math.max(total, comments.length),
    isLoading: query.isFetching,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
