import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/use-t';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'login' | 'signup' | 'forgot';

type AuthPanelProps = {
  mode: AuthMode;
  /** The tab names: 'Login' on the /auth page, 'Sign In' in the dialog. */
  loginLabel: string;
  onSignedIn?: () => void;
  onSignedUp?: () => void;
};

/**
 * Google, an 'Or' divider, and the sign-in / sign-up tabs, shared by the /auth page and the dialog; or, after
 * 'Forgot password?', the form that mails a reset link.
 */
export function AuthPanel({ mode: initialMode, loginLabel, onSignedIn, onSignedUp }: AuthPanelProps) {
  const t = useT();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  if (mode === 'forgot') return <ForgotPasswordForm email={email} onBack={() => setMode('login')} />;
  const forgotPassword = (typed: string) => {
    setEmail(typed);
    setMode('forgot');
  };
  return (
    <div className="space-y-4">
      <GoogleButton />
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t({ id: 'auth.panel.or', defaultMessage: 'Or' })}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Tabs value={mode} onValueChange={(value) => setMode(value as AuthMode)}>
        <TabsList>
          <TabsTrigger value="login">{loginLabel}</TabsTrigger>
          <TabsTrigger value="signup">{t({ id: 'auth.panel.signUpTab', defaultMessage: 'Sign Up' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="pt-4">
          <SignInForm
            submitLabel={loginLabel}
            onForgotPassword={forgotPassword}
            {...(onSignedIn ? { onSuccess: onSignedIn } : {})}
          />
        </TabsContent>
        <TabsContent value="signup" className="pt-4">
          <SignUpForm
            onSuccess={() => {
              setMode('login');
              onSignedUp?.();
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
