import type { ReactNode } from 'react';

/** The standalone card of the account pages (/auth, /forgot-password, /reset-password). */
export function AuthScreen({ description, children }: { description: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">Founder Toolkit</h1>
        <p className="mb-6 mt-1 text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
    </main>
  );
}
