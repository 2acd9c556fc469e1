import type { UserPreferences } from '@core/preferences/preferences-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { preferencesQueryKey } from '@/lib/preferences-query-key';

type OptimisticSave<Input> = {
  userId: string;
  /** Sends the change; answers the saved preferences. */
  send: (input: Input) => Promise<UserPreferences>;
  /** The preferences as they will be once the change is saved. */
  apply: (current: UserPreferences, input: Input) => UserPreferences;
  failureMessage: string;
};

/** A preferences change shown at once, kept when the server confirms, rolled back (with a toast) when not. */
export function useOptimisticPreferences<Input>({ userId, send, apply, failureMessage }: OptimisticSave<Input>) {
  const queryClient = useQueryClient();
  const key = preferencesQueryKey(userId);
  return useMutation({
    // Saves of one user's preferences run one after another, so the server keeps the last change made
    // (two quick toggles could otherwise arrive in the wrong order).
    scope: { id: `preferences:${userId}` },
    mutationKey: key,
    mutationFn: send,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserPreferences>(key);
      if (previous) queryClient.setQueryData<UserPreferences>(key, apply(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(failureMessage);
    },
    // A later change still waiting keeps showing what it will save, not this earlier answer.
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
}
