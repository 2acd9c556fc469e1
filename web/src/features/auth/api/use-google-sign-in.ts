import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { useSaid } from '@/lib/i18n/use-said';

/** Sends the browser to Google; a failure (including "not configured") is the service's message in a toast. */
export function useGoogleSignIn() {
  const said = useSaid();
  return useMutation({
    mutationFn: () =>
      unwrapAuth(
        authClient.signIn.social({
          provider: 'google',
          callbackURL: paths.dashboard.getHref(),
          errorCallbackURL: paths.auth.getHref(),
        }),
      ),
    onError: (error) => toast.error(said(error.message)),
  });
}
