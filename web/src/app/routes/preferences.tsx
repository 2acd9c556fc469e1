import { QueryContent } from '@/components/ui/query-content';
import { useUserPreferences } from '@/lib/user-preferences';
import { PreferencesForm } from '@/features/preferences/components/preferences-form';

export function PreferencesRoute() {
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold">Preferences</h1>
      <QueryContent
        query={useUserPreferences()}
        errorMessage="Your preferences could not be loaded. Please reload the page."
        skeletonClassName="h-96 max-w-2xl"
      >
        {(preferences) => <PreferencesForm saved={preferences} />}
      </QueryContent>
    </>
  );
}
