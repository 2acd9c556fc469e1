import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/**
 * Where a reset mail's link lands: with `?token=` (better-auth found it valid) the new-password form; with
 * `?error=` or none, or once the server refuses it, the invalid-link message and a way to ask for a new one.
 */
export function ResetPasswordRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  const [refused, setRefused] = useState(false);

  return (
    <AuthScreen
      description={t({ id: 'auth.resetPassword.description', defaultMessage: 'Set a new password for your account.' })}
    >
      {token && !refused ? (
        <ResetPasswordForm token={token} onInvalidLink={() => setRefused(true)} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-sm">
            {t({ id: 'auth.resetPassword.linkInvalid', defaultMessage: 'This reset link is invalid or has expired.' })}
          </p>
          <Link
            to={paths.forgotPassword.getHref()}
            className="inline-flex h-10 w-full items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {t({ id: 'auth.resetPassword.askNewLink', defaultMessage: 'Ask for a new link' })}
          </Link>
        </div>
      )}
    </AuthScreen>
  );
}
