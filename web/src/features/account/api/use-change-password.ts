import type { ChangePasswordInput } from '@core/auth/auth-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { useT } from '@/lib/i18n/use-t';
import { sessionsQueryOptions } from './sessions';

/** A new password; every other device is signed out with it (their sessions knew the old one). */
export function useChangePassword() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) =>
      unwrapAuth(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
    onSuccess: () =>
      toast.success(t({ id: 'account.changePassword.changed', defaultMessage: 'Your password has been changed.' })),
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions),
  });
}
