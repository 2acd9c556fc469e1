import { useEffect } from 'react';
import { setThemeSetting } from '@/lib/theme';
import { useUserPreferences } from '@/lib/user-preferences';

/** Applies the signed-in user's theme (system follows the OS, live) and language to the page. */
export function useApplyPreferences() {
  const { data } = useUserPreferences();
  const theme = data?.theme;
  const language = data?.language;
  useEffect(() => {
    if (theme) setThemeSetting(theme);
  }, [theme]);
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);
}
