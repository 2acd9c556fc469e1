import { useSyncExternalStore } from 'react';

export type ThemeSetting = 'light' | 'dark' | 'system';

let setting: ThemeSetting = 'system';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function apply() {
  const dark = setting === 'dark' || (setting === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Applies light, dark or the system's scheme (followed live) to the whole page. */
export function setThemeSetting(next: ThemeSetting): void {
  if (next === setting) return;
  setting = next;
  apply();
  for (const listener of listeners) listener();
}

/** Starts following the system's scheme; visitors see it until a signed-in user's theme applies. */
export function startTheme(): void {
  apply();
  darkQuery().addEventListener('change', () => setting === 'system' && apply());
}

export function useThemeSetting(): ThemeSetting {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => setting,
    () => setting,
  );
}
