import { AuthPanel } from '@/features/auth/components/auth-panel';
import { AuthScreen } from '@/features/auth/components/auth-screen';

const DESCRIPTION = 'Sign in or create an account to continue.';

/** /auth and /login: the standalone sign-in / sign-up screen. */
export function AuthRoute() {
  return (
    <AuthScreen description={DESCRIPTION}>
      <AuthPanel mode="login" loginLabel="Login" />
    </AuthScreen>
  );
}

/** /forgot-password: the same screen, on the form that mails a reset link (where an invalid reset link leads). */
export function ForgotPasswordRoute() {
  return (
    <AuthScreen description={DESCRIPTION}>
      <AuthPanel mode="forgot" loginLabel="Login" />
    </AuthScreen>
  );
}
