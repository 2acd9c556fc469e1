import { WATCHED_PAGES_KEY } from '@core/tools/competitor-tracker/competitor-tracker-query-keys';
import type { WatchedPageCheck, WatchedPageInput } from '@core/tools/competitor-tracker/watched-pages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const pages = api['competitor-tracker'].pages;

const watchedPagesQueryOptions = queryOptions({
  queryKey: WATCHED_PAGES_KEY,
  queryFn: async () => (await unwrap(await pages.$get())).pages,
});

/** The founder's watched pages, each with its last check and last change (drawn by the server with the page, ADR 0101). */
export const useWatchedPages = () => useQuery(watchedPagesQueryOptions);

function useWatchMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHED_PAGES_KEY }),
  });
}

/** Watches a page: the server reads it at once and answers with what it found. */
export const useWatchPage = () =>
  useWatchMutation(async (json: WatchedPageInput): Promise<WatchedPageCheck> => unwrap(await pages.$post({ json })));

export const useEditWatchedPage = () =>
  useWatchMutation(async ({ id, input }: { id: string; input: WatchedPageInput }): Promise<WatchedPageCheck> =>
    unwrap(await pages[':id'].$put({ param: { id }, json: input })),
  );

export const useUnwatchPage = () =>
  useWatchMutation(async (id: string) => {
    await unwrap(await pages[':id'].$delete({ param: { id } }));
  });

/** 'Check now': the page read at once (at most every few minutes). */
export const useCheckPageNow = () =>
  useWatchMutation(async (id: string): Promise<WatchedPageCheck> =>
    unwrap(await pages[':id'].check.$post({ param: { id } })),
  );
