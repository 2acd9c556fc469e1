import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { clearPendingSharedLink } from '@/lib/pending-shared-link';
import { claimLink } from '../api/links';

/**
 * §4's last step of the pending shared-link flow: a share for the signed-in user. Success: the spec's toast
 * and the stored link cleared; a refusal: the failure toast and the link kept; anything thrown: logged and
 * cleared, no toast.
 */
export function useClaimSharedLink() {
  const queryClient = useQueryClient();
  const t = useT();
  return useCallback(
    async (token: string, key: string | null) => {
      try {
        await claimLink(token, key);
        clearPendingSharedLink();
        toast.success(
          t({ id: 'sharedLinks.claim.success', defaultMessage: 'Shared content has been added to your account!' }),
        );
        await queryClient.invalidateQueries({ queryKey: ['ideas'] });
      } catch (error) {
        if (error instanceof ApiError) {
          toast.error(
            t({ id: 'sharedLinks.claim.failed', defaultMessage: 'Failed to link shared content to your account' }),
          );
          return;
        }
        console.error('Pending shared link failed', error);
        clearPendingSharedLink();
      }
    },
    [queryClient, t],
  );
}
