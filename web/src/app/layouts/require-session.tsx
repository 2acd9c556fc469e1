import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Protected pages: a spinner while the session loads; a signed-out visitor is replaced to /auth. */
export function RequireSession() {
  const { session } = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-out') return <Navigate to={paths.auth.getHref()} replace />;
  return <Outlet />;
}
