import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearLandingIntent, readLandingIntent } from '@/lib/landing-intent';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast';
import type { AuthMode } from './auth-panel';

type OpenOptions = { mode?: AuthMode; fromSharedLink?: boolean };
type AuthDialogState = { open: boolean; mode: AuthMode; fromSharedLink: boolean };
type AuthDialogContextValue = { openAuthDialog: (options?: OpenOptions) => void };

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

// The dialog (Radix's dialog, the forms, the auth client) is not in the app's entry: it loads when first opened.
const dialogCode = loadOnce(() => import('./auth-dialog-content').then((module) => module.AuthDialogContent));

/**
 * Loads the dialog ahead of its first opening (a pointer over or focus on a sign-in button; the light landing
 * page's hand-over), so that it then opens at once. A failure is no error yet: opening the dialog tries again.
 */
export const preloadAuthDialog = () =>
  dialogCode.load().then(
    () => undefined,
    () => undefined,
  );

/** Closed; or open as the visitor asked on the light landing page before the app loaded. */
function initialState(): AuthDialogState {
  const intent = readLandingIntent();
  return { open: intent !== null, mode: intent?.authMode ?? 'login', fromSharedLink: false };
}

/**
 * The Welcome / sign-in dialog, opened from anywhere with openAuthDialog(); a successful sign-in or sign-up
 * closes it. Until it has loaded, opening it shows nothing (it is usually preloaded).
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState>(initialState);
  // A component kept in state: set through updater functions, so React does not call it as one.
  const [Dialog, setDialog] = useState(dialogCode.loaded);
  useEffect(() => {
    const notice = readLandingIntent()?.notice;
    if (notice) toast.info(notice);
    clearLandingIntent();
  }, []);
  useEffect(() => {
    if (!state.open || Dialog) return;
    let isCurrent = true;
    dialogCode.load().then(
      (component) => {
        if (isCurrent) setDialog(() => component);
      },
      (error: unknown) => {
        // As a failed lazy component would: the page's error boundary says so.
        if (isCurrent)
          setDialog(() => {
            throw error;
          });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [state.open, Dialog]);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const value = useMemo<AuthDialogContextValue>(
    () => ({
      openAuthDialog: ({ mode = 'login', fromSharedLink = false } = {}) =>
        setState({ open: true, mode, fromSharedLink }),
    }),
    [],
  );

  return (
    <AuthDialogContext value={value}>
      {children}
      {Dialog && <Dialog {...state} onClose={close} />}
    </AuthDialogContext>
  );
}

export function useAuthDialog(): AuthDialogContextValue {
  const value = use(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return value;
}
