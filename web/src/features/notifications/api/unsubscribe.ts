import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Turns E-mail notifications off with a mail's unsubscribe token (no sign-in needed). */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: async () => unwrap(await api.notifications.unsubscribe.$post({ query: { token } })) });
