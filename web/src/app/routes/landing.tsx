import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';

/** The site root for visitors (signed-in users are sent on to the dashboard by GuestOnly). */
export function LandingRoute() {
  const { openAuthDialog } = useAuthDialog();

  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-border px-6 py-4">
        <span className="text-lg font-semibold">Founder Toolkit</span>
        <nav className="flex gap-2" aria-label="Account">
          <Button variant="ghost" onClick={() => openAuthDialog({ mode: 'login' })}>
            Sign In
          </Button>
          <Button onClick={() => openAuthDialog({ mode: 'signup' })}>Get Started</Button>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Founder Toolkit</h1>
        <p className="mt-6 text-lg text-muted-foreground">
          The all-in-one platform for startup founders to ideate, validate, and grow
        </p>
        <Button size="lg" className="mt-10" onClick={() => openAuthDialog({ mode: 'signup' })}>
          Get Started Free
        </Button>
      </main>
    </div>
  );
}
