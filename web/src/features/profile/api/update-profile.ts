import type { UpdateProfileInput } from '@core/profile/profile-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

/** Saves the profile; the session is re-read so the new name shows everywhere at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) => unwrap(await api.profile.$patch({ json: input })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      toast.success('Profile updated successfully!');
      await refresh();
    },
    onError: () => toast.error('Failed to update profile'),
  });
}
