import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { toast } from 'sonner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { clearLandingIntent, readLandingIntent } from '@/lib/landing-intent';
import type { AuthMode } from './auth-panel';

// The forms (and the auth client) load when the dialog first opens, not with the landing page.
const AuthPanel = lazy(async () => ({ default: (await import('./auth-panel')).AuthPanel }));

const messages = defineMessages({
  welcomeTitle: { id: 'auth.dialog.welcomeTitle', defaultMessage: 'Welcome to Founder Toolkit' },
  sharedLinkTitle: { id: 'auth.dialog.sharedLinkTitle', defaultMessage: 'Sign in to interact' },
});

type OpenOptions = { mode?: AuthMode; fromSharedLink?: boolean };
type AuthDialogState = { open: boolean; mode: AuthMode; fromSharedLink: boolean };
type AuthDialogContextValue = { openAuthDialog: (options?: OpenOptions) => void };

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

/** Closed; or open as the visitor asked on the light landing page before the app loaded. */
function initialState(): AuthDialogState {
  const intent = readLandingIntent();
  return { open: intent !== null, mode: intent?.authMode ?? 'login', fromSharedLink: false };
}

/**
 * The Welcome / sign-in dialog, opened from anywhere with openAuthDialog(). Closing it unmounts its forms,
 * which clears name, e-mail and password; a successful sign-in or sign-up closes it.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [state, setState] = useState<AuthDialogState>(initialState);
  useEffect(() => {
    const notice = readLandingIntent()?.notice;
    if (notice) toast.info(notice);
    clearLandingIntent();
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const value = useMemo<AuthDialogContextValue>(
    () => ({
      openAuthDialog: ({ mode = 'login', fromSharedLink = false } = {}) => setState({ open: true, mode, fromSharedLink }),
    }),
    [],
  );

  return (
    <AuthDialogContext value={value}>
      {children}
      <Dialog open={state.open} onOpenChange={(open) => !open && close()}>
        <DialogContent
          title={t(state.fromSharedLink ? messages.sharedLinkTitle : messages.welcomeTitle)}
          description={t({
            id: 'auth.dialog.description',
            defaultMessage: 'Sign in or create an account to save your ideas and use every tool.',
          })}
        >
          <Suspense fallback={<Spinner className="mx-auto my-8 size-6" />}>
            <AuthPanel
              key={state.mode}
              mode={state.mode}
              loginLabel={t({ id: 'auth.dialog.signInTab', defaultMessage: 'Sign In' })}
              onSignedIn={close}
              onSignedUp={close}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const value = use(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return value;
}
