import { useEffect } from 'react';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { setThemeSetting } from '@/lib/theme';
import { useUserPreferences } from '@/lib/user-preferences';

/**
 * Applies the signed-in user's theme (system follows the OS, live) and language to the page: the whole app
 * speaks the saved language from the moment it is loaded or saved (and the next visit starts in it).
 */
export function useApplyPreferences() {
  const { data } = useUserPreferences();
  const { language: shown, chooseLanguage } = useLanguage();
  const theme = data?.theme;
  const language = data?.language;
  useEffect(() => {
    if (theme) setThemeSetting(theme);
  }, [theme]);
  useEffect(() => {
    if (language && language !== shown) void chooseLanguage(language);
  }, [language, shown, chooseLanguage]);
}
