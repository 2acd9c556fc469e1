import type { UpdatePreferencesInput } from '@core/preferences/preferences-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';
import { preferencesQueryKey, useUserPreferences } from '@/lib/user-preferences';

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { userId } = useUserPreferences();
  return useMutation({
    mutationFn: async (input: UpdatePreferencesInput) => unwrap(await api.preferences.$patch({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey(userId), saved);
      toast.success('Preferences saved successfully!');
    },
    onError: () => toast.error('Failed to save preferences. Please try again.'),
  });
}
