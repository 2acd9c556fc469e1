import type { ForgotPasswordInput } from '@core/auth/auth-contracts';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** 'Forgot password?': the mailed link lands on /reset-password (better-auth checks its token on the way). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email }: ForgotPasswordInput) =>
      unwrapAuth(authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword.getHref() })),
  });
}
