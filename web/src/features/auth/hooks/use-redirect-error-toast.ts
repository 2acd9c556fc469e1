import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

const messages: Record<string, string> = {
  INVALID_TOKEN: 'This confirmation link is invalid or has already been used. Sign in to get a new one.',
  TOKEN_EXPIRED: 'This confirmation link has expired. Sign in to get a new one.',
};

/**
 * The auth service sends the browser back with `?error=…` when a confirmation link or a Google sign-in
 * fails: say what happened once, then drop the parameter from the address.
 */
export function useRedirectErrorToast() {
  const [params, setParams] = useSearchParams();
  const code = params.get('error');
  const description = params.get('error_description');

  useEffect(() => {
    if (!code) return;
    const message = messages[code] ?? `Sign-in failed: ${description ?? code.replaceAll('_', ' ')}`;
    toast.error(message, { id: 'auth-redirect-error' });
    setParams({}, { replace: true });
  }, [code, description, setParams]);
}
