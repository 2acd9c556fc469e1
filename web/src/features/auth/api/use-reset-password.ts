import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useNavigateThere } from '@/lib/app-history';

/** A new password from a reset link: the server ends every other session and signs this browser in. */
export function useResetPassword(token: string) {
  const { refresh } = useSession();
  const navigate = useNavigateThere();
  const t = useT();
  return useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) =>
      unwrapAuth(authClient.resetPassword({ newPassword, token })),
    onSuccess: async () => {
      await refresh();
      toast.success(t({ id: 'auth.resetPassword.success', defaultMessage: 'Your password has been reset.' }));
      await navigate(paths.dashboard.getHref(), { replace: true });
    },
  });
}
