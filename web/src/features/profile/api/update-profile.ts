import type { UpdateProfileInput } from '@core/profile/profile-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessages } from 'react-intl';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { profileQueryOptions } from '@/lib/profile-query';

const messages = defineMessages({
  saved: { id: 'profile.save.saved', defaultMessage: 'Profile updated successfully!' },
  failed: { id: 'profile.save.failed', defaultMessage: 'Failed to update profile' },
});

/** Saves the profile; the session is re-read so the new name shows everywhere at once. */
export function useUpdateProfile() {
  const t = useT();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) => unwrap(await api.profile.$patch({ json: input })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      toast.success(t(messages.saved));
      await refresh();
    },
    onError: () => toast.error(t(messages.failed)),
  });
}
