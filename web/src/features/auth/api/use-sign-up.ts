import type { SignUpInput } from '@core/auth/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { useT } from '@/lib/i18n/use-t';
import { readPendingSharedLink } from '@/lib/pending-shared-link';

/**
 * Sign-up: the account waits for e-mail confirmation, whose link lands the user, signed in, on the site root —
 * or back on the shared link they signed up from (the pending shared-link flow), which then becomes theirs.
 */
export function useSignUp({ onSuccess }: { onSuccess?: () => void } = {}) {
  const t = useT();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      unwrapAuth(
        authClient.signUp.email({ ...input, callbackURL: readPendingSharedLink()?.url ?? paths.home.getHref() }),
      ),
    onSuccess: () => {
      toast.success(
        t({
          id: 'auth.signUp.success',
          defaultMessage: 'Account created! Please check your email to confirm your account.',
        }),
      );
      onSuccess?.();
    },
  });
}
