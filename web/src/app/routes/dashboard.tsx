import { getDisplayName } from '@core/user/display-name';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/api/use-sign-out';
import { useSession } from '@/lib/session';

/** The signed-in home. The app-shell issue turns it into the tool catalogue. */
export function DashboardRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  if (session.status !== 'signed-in') return null;

  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-border px-6 py-4">
        <span className="text-lg font-semibold">Founder Toolkit</span>
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </Button>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-10">
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          Signed in as <strong className="text-foreground">{getDisplayName(session.user)}</strong> ({session.user.email})
        </p>
      </main>
    </div>
  );
}
