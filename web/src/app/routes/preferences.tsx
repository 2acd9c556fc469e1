import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useUserPreferences } from '@/lib/user-preferences';
import { PreferencesForm } from '@/features/preferences/components/preferences-form';

export function PreferencesRoute() {
  const t = useT();
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold">{t({ id: 'shell.preferences.title', defaultMessage: 'Preferences' })}</h1>
      <QueryContent
        query={useUserPreferences()}
        errorMessage={t({
          id: 'shell.preferences.loadError',
          defaultMessage: 'Your preferences could not be loaded. Please reload the page.',
        })}
        skeletonClassName="h-96 max-w-2xl"
      >
        {(preferences) => <PreferencesForm saved={preferences} />}
      </QueryContent>
    </>
  );
}
