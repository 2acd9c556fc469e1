import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRedirectErrorToast } from '@/features/auth/hooks/use-redirect-error-toast';
import { useSession } from '@/lib/session';

/**
 * Pages for visitors (the landing and /auth): a spinner while the session loads, the dashboard for a
 * signed-in user; and, coming back from a failed confirmation link or Google sign-in, what went wrong.
 */
export function GuestOnly() {
  const { session } = useSession();
  useRedirectErrorToast();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
