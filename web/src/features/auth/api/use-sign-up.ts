import type { SignUpInput } from '@core/auth/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** Sign-up: the account waits for e-mail confirmation, whose link lands the user, signed in, on the site root. */
export function useSignUp({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      unwrapAuth(authClient.signUp.email({ ...input, callbackURL: paths.home.getHref() })),
    onSuccess: () => {
      toast.success('Account created! Please check your email to confirm your account.');
      onSuccess?.();
    },
  });
}
