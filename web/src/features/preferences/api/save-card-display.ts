import {
  DEFAULT_CARD_DISPLAY,
  type CardDisplay,
  type SaveCardDisplayInput,
} from '@core/preferences/preferences-contracts';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useUserPreferences } from '@/lib/user-preferences';
import { useOptimisticPreferences } from './use-optimistic-preferences';

/**
 * The Idea Garage card display settings, saved per user: the defaults (everything shown) until loaded, or
 * if loading fails or nobody is signed in. A save shows at once and is rolled back if the server refuses it.
 */
export function useCardDisplay() {
  const t = useT();
  const preferences = useUserPreferences();
  const cardDisplay: CardDisplay = preferences.data?.cardDisplay ?? DEFAULT_CARD_DISPLAY;
  const save = useOptimisticPreferences({
    userId: preferences.userId,
    send: async (partial: SaveCardDisplayInput['cardDisplay']) =>
      unwrap(await api.preferences['card-display'].$put({ json: { cardDisplay: partial } })),
    apply: (current, partial) => ({ ...current, cardDisplay: { ...current.cardDisplay, ...partial } }),
    failureMessage: t({
      id: 'preferences.cardDisplay.saveFailed',
      defaultMessage: 'Failed to save card settings. Please try again.',
    }),
  });

  return {
    cardDisplay,
    // Signed out there is nobody to save for: the board keeps showing the defaults.
    save: (partial: SaveCardDisplayInput['cardDisplay']) => {
      if (preferences.userId !== '') save.mutate(partial);
    },
    isSaving: save.isPending,
  };
}
