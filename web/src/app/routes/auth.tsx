import { AuthPanel } from '@/features/auth/components/auth-panel';

/** /auth and /login: the standalone sign-in / sign-up screen. */
export function AuthRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">Founder Toolkit</h1>
        <p className="mb-6 mt-1 text-sm text-muted-foreground">Sign in or create an account to continue.</p>
        <AuthPanel mode="login" loginLabel="Login" />
      </div>
    </main>
  );
}
