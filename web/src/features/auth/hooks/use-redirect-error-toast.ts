import { useEffect } from 'react';
import { defineMessages } from 'react-intl';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  INVALID_TOKEN: {
    id: 'auth.redirectError.invalidToken',
    defaultMessage: 'This confirmation link is invalid or has already been used. Sign in to get a new one.',
  },
  TOKEN_EXPIRED: {
    id: 'auth.redirectError.tokenExpired',
    defaultMessage: 'This confirmation link has expired. Sign in to get a new one.',
  },
  access_denied: { id: 'auth.redirectError.googleCancelled', defaultMessage: 'Google sign-in was cancelled.' },
  account_not_linked: {
    id: 'auth.redirectError.accountNotLinked',
    defaultMessage: 'This email already has an account. Sign in with your password first.',
  },
});

/** Only our own words: the address is anyone's to write, so its text is never shown. */
const { generic: GENERIC_MESSAGE } = defineMessages({
  generic: { id: 'auth.redirectError.generic', defaultMessage: 'Sign-in failed. Please try again.' },
});

/**
 * The auth service sends the browser back with `?error=…` when a confirmation link or a Google sign-in
 * fails: say what happened once, then drop the parameter from the address.
 */
export function useRedirectErrorToast() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const code = params.get('error');

  useEffect(() => {
    if (!code) return;
    const message = Object.hasOwn(messages, code) ? messages[code as keyof typeof messages] : GENERIC_MESSAGE;
    toast.error(t(message), { id: 'auth-redirect-error' });
    setParams({}, { replace: true });
  }, [code, setParams, t]);
}
