import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

const messages: Record<string, string> = {
  INVALID_TOKEN: 'This confirmation link is invalid or has already been used. Sign in to get a new one.',
  TOKEN_EXPIRED: 'This confirmation link has expired. Sign in to get a new one.',
  access_denied: 'Google sign-in was cancelled.',
  account_not_linked: 'This email already has an account. Sign in with your password first.',
};

/** Only our own words: the address is anyone's to write, so its text is never shown. */
const GENERIC_MESSAGE = 'Sign-in failed. Please try again.';

/**
 * The auth service sends the browser back with `?error=…` when a confirmation link or a Google sign-in
 * fails: say what happened once, then drop the parameter from the address.
 */
export function useRedirectErrorToast() {
  const [params, setParams] = useSearchParams();
  const code = params.get('error');

  useEffect(() => {
    if (!code) return;
    toast.error(Object.hasOwn(messages, code) ? messages[code] : GENERIC_MESSAGE, { id: 'auth-redirect-error' });
    setParams({}, { replace: true });
  }, [code, setParams]);
}
