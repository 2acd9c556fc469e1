import { Skeleton } from '@/components/ui/skeleton';
import { useUserPreferences } from '@/features/preferences/api/get-preferences';
import { PreferencesForm } from '@/features/preferences/components/preferences-form';

export function PreferencesRoute() {
  const preferences = useUserPreferences();
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold">Preferences</h1>
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} />
      ) : preferences.isError ? (
        <p role="alert" className="text-destructive">
          Your preferences could not be loaded. Please reload the page.
        </p>
      ) : (
        <Skeleton className="h-96 max-w-2xl" />
      )}
    </>
  );
}
