import type { SignInInput } from '@core/auth/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useSaid } from '@/lib/i18n/use-said';
import { useNavigateThere } from '@/lib/app-history';

/** E-mail sign-in: on success the session is re-read, a toast confirms, and the user lands on the dashboard. */
export function useSignIn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const said = useSaid();
  const { refresh } = useSession();
  const navigate = useNavigateThere();
  const t = useT();
  return useMutation({
    mutationFn: (input: SignInInput) => unwrapAuth(authClient.signIn.email(input)),
    onSuccess: async () => {
      await refresh();
      toast.success(t({ id: 'auth.signIn.success', defaultMessage: 'Signed in successfully!' }));
      onSuccess?.();
      await navigate(paths.dashboard.getHref());
    },
    onError: (error) => toast.error(said(error.message)),
  });
}
