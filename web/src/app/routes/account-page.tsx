import { getDisplayName, getInitials } from '@core/user/display-name';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** /profile and /preferences: who is signed in. The app-shell issue adds their forms. */
export function AccountPage({ title }: { title: string }) {
  const { session } = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <main className="mx-auto max-w-2xl px-6 py-10">
      <Link to={paths.dashboard.getHref()} className="text-sm text-primary hover:underline">
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <div className="mt-6 flex items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground">
          {getInitials(session.user)}
        </span>
        <div>
          <p className="font-medium">{getDisplayName(session.user)}</p>
          <p className="text-sm text-muted-foreground">{session.user.email}</p>
        </div>
      </div>
    </main>
  );
}

export const ProfileRoute = () => <AccountPage title="Profile" />;
export const PreferencesRoute = () => <AccountPage title="Preferences" />;
