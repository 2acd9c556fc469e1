import { RESET_LINK_INVALID_MESSAGE } from '@core/auth/auth-contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/config/paths';

/**
 * Where a reset mail's link lands: with `?token=` (better-auth found it valid) the new-password form; with
 * `?error=` or none, or once the server refuses it, the invalid-link message and a way to ask for a new one.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const [refused, setRefused] = useState(false);

  return (
    <AuthScreen description="Set a new password for your account.">
      {token && !refused ? (
        <ResetPasswordForm token={token} onInvalidLink={() => setRefused(true)} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm">
            {RESET_LINK_INVALID_MESSAGE}
          </p>
          <Link
            to={paths.forgotPassword.getHref()}
            className="inline-flex h-10 w-full items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthScreen>
  );
}
