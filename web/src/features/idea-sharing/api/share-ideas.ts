import type { ShareInput, ShareResult } from '@core/ideas/share-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessages } from 'react-intl';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import type { Translate } from '@/lib/i18n/use-t';

const messages = defineMessages({
  sharedWithCommunity: {
    id: 'ideaSharing.share.sharedWithCommunity',
    defaultMessage: 'Idea shared with community successfully',
  },
  successTitle: { id: 'ideaSharing.share.successTitle', defaultMessage: 'Success!' },
  failedTitle: { id: 'ideaSharing.share.failedTitle', defaultMessage: 'Sharing Failed' },
  failed: { id: 'ideaSharing.share.failed', defaultMessage: 'Failed to share idea. Please try again.' },
});

export const shareIdeas = async (json: ShareInput): Promise<ShareResult> => unwrap(await api.shares.$post({ json }));

/** The spec's success line (§8): the community, or how many people; a public link says it was made. */
export function describeShareResult(result: ShareResult, t: Translate): string {
  if (result.community) return t(messages.sharedWithCommunity);
  if (result.links.length > 0) {
    return t(
      {
        id: 'ideaSharing.share.linksCreated',
        defaultMessage:
          '{count, plural, one {Public link created successfully} other {Public links created successfully}}',
      },
      { count: result.links.length },
    );
  }
  return t(
    {
      id: 'ideaSharing.share.sharedWithPeople',
      defaultMessage: 'Idea shared with {count, plural, one {# person} other {# people}} successfully',
    },
    { count: result.people },
  );
}

/** Shares ideas by e-mail, public link or with the community; toasts the outcome and refreshes every idea query. */
export function useShareIdeas() {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareIdeas,
    onSuccess: async (result) => {
      toast.success(t(messages.successTitle), { description: describeShareResult(result, t) });
      await queryClient.invalidateQueries({ queryKey: ['ideas'] });
    },
    onError: (error) => {
      // §8: a failed (bulk) share is logged as well as shown.
      console.error('Error sharing ideas', error);
      // Why it failed, in the server's words when it said (a 4xx), else the spec's fallback.
      toast.error(t(messages.failedTitle), { description: messageOf(error, t(messages.failed)) });
    },
  });
}
