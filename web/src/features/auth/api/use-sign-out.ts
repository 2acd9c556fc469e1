import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { forgetThisBrowser } from '@/lib/browser-push';
import { useSession } from '@/lib/session';
import { useSaid } from '@/lib/i18n/use-said';

/** Sign-out stops this browser's pushes for the user, ends the server session and goes to /auth. */
export function useSignOut() {
  const said = useSaid();
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await forgetThisBrowser();
      return unwrapAuth(authClient.signOut());
    },
    onSuccess: async () => {
      await refresh();
      await navigate(paths.auth.getHref(), { replace: true });
    },
    onError: (error) => toast.error(said(error.message)),
  });
}
