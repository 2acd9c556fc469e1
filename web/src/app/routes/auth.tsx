import { defineMessages } from 'react-intl';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  description: { id: 'auth.page.description', defaultMessage: 'Sign in or create an account to continue.' },
  loginTab: { id: 'auth.page.loginTab', defaultMessage: 'Login' },
});

/** /auth and /login: the standalone sign-in / sign-up screen. */
export function AuthRoute() {
  const t = useT();
  return (
    <AuthScreen description={t(messages.description)}>
      <AuthPanel mode="login" loginLabel={t(messages.loginTab)} />
    </AuthScreen>
  );
}

/** /forgot-password: the same screen, on the form that mails a reset link (where an invalid reset link leads). */
export function ForgotPasswordRoute() {
  const t = useT();
  return (
    <AuthScreen description={t(messages.description)}>
      <AuthPanel mode="forgot" loginLabel={t(messages.loginTab)} />
    </AuthScreen>
  );
}
