import type { ShareInput, ShareResult } from '@core/ideas/share-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, messageOf, unwrap } from '@/lib/api-client';

export const shareIdeas = async (json: ShareInput): Promise<ShareResult> => unwrap(await api.shares.$post({ json }));

/** The spec's success line (§8): the community, or how many people; a public link says it was made. */
export function describeShareResult(result: ShareResult): string {
  if (result.community) return 'Idea shared with community successfully';
  if (result.links.length > 0) return result.links.length === 1 ? 'Public link created successfully' : 'Public links created successfully';
  return `Idea shared with ${result.people} ${result.people === 1 ? 'person' : 'people'} successfully`;
}

/** Why a share failed, in the server's words when it said (a 4xx), else the spec's fallback. */
const failureMessage = (error: unknown) => messageOf(error, 'Failed to share idea. Please try again.');

/** Shares ideas by e-mail, public link or with the community; toasts the outcome and refreshes every idea query. */
export function useShareIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareIdeas,
    onSuccess: async (result) => {
      toast.success('Success!', { description: describeShareResult(result) });
      await queryClient.invalidateQueries({ queryKey: ['ideas'] });
    },
    onError: (error) => {
      // §8: a failed (bulk) share is logged as well as shown.
      console.error('Error sharing ideas', error);
      toast.error('Sharing Failed', { description: failureMessage(error) });
    },
  });
}
