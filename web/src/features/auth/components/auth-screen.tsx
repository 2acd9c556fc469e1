import type { ReactNode } from 'react';
import { LanguageSelect } from '@/components/language-select';
import { useT } from '@/lib/i18n/use-t';

/** The standalone card of the account pages (/auth, /forgot-password, /reset-password), with the language menu. */
export function AuthScreen({ description, children }: { description: string; children: ReactNode }) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">{t({ id: 'auth.screen.title', defaultMessage: 'Founder Toolkit' })}</h1>
        <p className="mb-6 mt-1 text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
      <LanguageSelect />
    </main>
  );
}
