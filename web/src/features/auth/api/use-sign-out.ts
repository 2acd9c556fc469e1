import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSaid } from '@/lib/i18n/use-said';
import { useNavigateThere } from '@/lib/app-history';

/** Sign-out stops this browser's pushes for the user, ends the server session and goes to /auth. */
export function useSignOut() {
  const said = useSaid();
  const { refresh } = useSession();
  const navigate = useNavigateThere();
  return useMutation({
    mutationFn: async () => {
      // Loaded when it is asked for: every signed-in page has the account menu, and its JS comes before the page
      // can be used (ADR 0038), while signing out is rare.
      const [{ forgetThisBrowser }, { authClient, unwrapAuth }] = await Promise.all([
        import('@/lib/browser-push'),
        import('@/lib/auth-client'),
      ]);
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
