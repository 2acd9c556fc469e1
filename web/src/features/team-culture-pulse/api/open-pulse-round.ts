import { api, unwrap } from '@/lib/api-client';
import { usePulseMutation } from './get-pulse-surveys';

/** Closes a survey's open round and opens the next, on the same link. */
export const useOpenPulseRound = () =>
  usePulseMutation(async (id: string) =>
    unwrap(await api['team-culture-pulse'].surveys[':id'].rounds.$post({ param: { id } })),
  );
