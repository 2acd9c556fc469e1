import {
  DEFAULT_CARD_DISPLAY,
  type CardDisplay,
  type SaveCardDisplayInput,
  type UserPreferences,
} from '@core/preferences/preferences-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';
import { preferencesQueryKey, useUserPreferences } from './get-preferences';

/**
 * The Idea Garage card display settings, saved per user: the defaults (everything shown) until loaded, or
 * if loading fails or nobody is signed in. A save shows at once and is rolled back if the server refuses it.
 */
export function useCardDisplay() {
  const queryClient = useQueryClient();
  const preferences = useUserPreferences();
  const key = preferencesQueryKey(preferences.userId);
  const cardDisplay: CardDisplay = preferences.data?.cardDisplay ?? DEFAULT_CARD_DISPLAY;

  const save = useMutation({
    mutationFn: async (partial: SaveCardDisplayInput['cardDisplay']) =>
      unwrap(await api.preferences['card-display'].$put({ json: { cardDisplay: partial } })),
    onMutate: async (partial) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserPreferences>(key);
      if (previous) queryClient.setQueryData<UserPreferences>(key, { ...previous, cardDisplay: { ...previous.cardDisplay, ...partial } });
      return { previous };
    },
    onError: (_error, _partial, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Failed to save card settings. Please try again.');
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
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
