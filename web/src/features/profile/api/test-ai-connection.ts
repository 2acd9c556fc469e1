import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Asks the server to make one small call to the user's saved AI provider; the answer says how it went. */
export const useTestAiConnection = () =>
  useMutation({ mutationFn: async () => unwrap(await api.profile.ai['test-connection'].$post()) });
