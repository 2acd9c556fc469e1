import { togglePinnedTool } from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS, isToolId, type ToolId } from '@core/tools/tool-catalogue';
import { useEffect } from 'react';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useUserPreferences } from '@/lib/user-preferences';
import { whenIdle } from '@/lib/when-idle';
import { useOptimisticPreferences } from './use-optimistic-preferences';

/** The spec's local-storage key: the last list the server confirmed, used when loading fails. */
export const PINNED_TOOLS_STORAGE_KEY = 'pinnedTools';

function readStoredPinned(): ToolId[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PINNED_TOOLS_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) return stored.filter((id): id is ToolId => typeof id === 'string' && isToolId(id));
  } catch {
    // Unreadable: the defaults below.
  }
  return [...DEFAULT_PINNED_TOOLS];
}

/**
 * Pinned tools: from the server (loaded once per user); every change saved at once, shown before the
 * server answers and rolled back if it fails. If loading fails: local storage, then the defaults.
 */
export function usePinnedTools() {
  const t = useT();
  const preferences = useUserPreferences();
  const confirmed = preferences.data?.pinnedTools;
  const pinned = confirmed ?? (preferences.isError ? readStoredPinned() : []);

  useEffect(() => {
    if (!confirmed) return;
    // Once the page is idle, not in the task that hydrates every signed-in page (the sidebar's pins): a page's first
    // use of local storage waits for the browser to load it (ADR 0134).
    return whenIdle(() => localStorage.setItem(PINNED_TOOLS_STORAGE_KEY, JSON.stringify(confirmed)));
  }, [confirmed]);

  const save = useOptimisticPreferences({
    userId: preferences.userId,
    send: async (pinnedTools: ToolId[]) =>
      unwrap(await api.preferences['pinned-tools'].$put({ json: { pinnedTools } })),
    apply: (current, pinnedTools) => ({ ...current, pinnedTools }),
    failureMessage: t({
      id: 'preferences.pinnedTools.saveFailed',
      defaultMessage: 'Failed to save your pinned tools. Please try again.',
    }),
  });

  return {
    pinned,
    isLoading: preferences.isPending && preferences.userId !== '',
    isPinned: (id: ToolId) => pinned.includes(id),
    toggle: (id: ToolId) => save.mutate(togglePinnedTool(pinned, id)),
  };
}
