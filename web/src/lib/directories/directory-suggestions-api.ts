import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { OutdatedReport, SuggestionInput } from '@core/directories/directory-suggestions';
import type { ToolId } from '@core/tools/tool-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Every query of a directory (its search pages, its suggestions waiting): read again after anything is added. */
const directoryKey = (directory: ToolId) => ['directories', directory] as const;

/** Other users' suggestions waiting in a directory for the reader to confirm (ADR 0100). */
const waitingQueryOptions = (directory: ToolId) =>
  queryOptions({
    queryKey: [...directoryKey(directory), 'waiting'],
    queryFn: async (): Promise<DirectoryEntryView[]> =>
      unwrap(await api.directories[':directory'].suggestions.$get({ param: { directory } })),
  });

export const useWaitingSuggestions = (directory: ToolId) => useQuery(waitingQueryOptions(directory));

/** A change to a directory's entries, after which its pages and its waiting list are read again. */
function useDirectoryMutation<Input>(directory: ToolId, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKey(directory) }),
  });
}

export const useSuggestEntry = (directory: ToolId) =>
  useDirectoryMutation(directory, async (json: SuggestionInput) =>
    unwrap(await api.directories[':directory'].suggestions.$post({ param: { directory }, json })),
  );

export const useWithdrawSuggestion = (directory: ToolId) =>
  useDirectoryMutation(directory, async (slug: string) =>
    unwrap(await api.directories[':directory'].suggestions[':slug'].$delete({ param: { directory, slug } })),
  );

export const useConfirmSuggestion = (directory: ToolId) =>
  useDirectoryMutation(directory, async (slug: string) =>
    unwrap(await api.directories[':directory'].entries[':slug'].confirm.$post({ param: { directory, slug } })),
  );

export const useReportOutdated = (directory: ToolId) =>
  useDirectoryMutation(directory, async ({ slug, ...json }: OutdatedReport & { slug: string }) =>
    unwrap(await api.directories[':directory'].entries[':slug'].outdated.$post({ param: { directory, slug }, json })),
  );
