import type { DeleteAccountInput } from '@core/account/delete-contracts';
import { notifyManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { sessionQueryKey } from '@/lib/session';
import { useNavigateThere } from '@/lib/app-history';

/** Deletes the account; the browser, signed out, lands on the home page with nothing of it left in memory. */
export function useDeleteAccount() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigateThere();
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => unwrap(await api.account.delete.$post({ json: input })),
    onSuccess: async () => {
      // The session goes back to 'loading' first (a spinner, not a redirect to /auth), so the move home is the
      // only one; it is read again once there (the home page may have had to load: read before, 'signed out'
      // would send the page being left to /auth first), and it is gone. Nothing else of the account stays in memory.
      queryClient.getQueryCache().find({ queryKey: sessionQueryKey })?.reset();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      // The app hears of the reset in the query cache's next batch of notifications (a timer away): the move waits
      // for it, or the home page could be drawn first with the deleted user still signed in (and go on to the
      // dashboard, then /auth).
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
      await navigate(paths.home.getHref(), { replace: true });
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      toast.success(t({ id: 'account.delete.deleted', defaultMessage: 'Your account has been deleted.' }));
    },
  });
}
