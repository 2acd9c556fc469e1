import type { UpdatePreferencesInput } from '@core/preferences/preferences-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessages } from 'react-intl';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { preferencesQueryKey } from '@/lib/preferences-query-key';
import { useUserPreferences } from '@/lib/user-preferences';

const messages = defineMessages({
  saved: { id: 'preferences.save.saved', defaultMessage: 'Preferences saved successfully!' },
  failed: { id: 'preferences.save.failed', defaultMessage: 'Failed to save preferences. Please try again.' },
});

export function useUpdatePreferences() {
  const t = useT();
  const queryClient = useQueryClient();
  const { userId } = useUserPreferences();
  return useMutation({
    mutationFn: async (input: UpdatePreferencesInput) => unwrap(await api.preferences.$patch({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey(userId), saved);
      toast.success(t(messages.saved));
    },
    onError: () => toast.error(t(messages.failed)),
  });
}
