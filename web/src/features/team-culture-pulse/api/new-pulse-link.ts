import { api, unwrap } from '@/lib/api-client';
import { usePulseMutation } from './get-pulse-surveys';

/** A new anonymous link to a survey (the old one stops working); the answer holds its token, once. */
export const useNewPulseLink = () =>
  usePulseMutation(async (id: string) =>
    unwrap(await api['team-culture-pulse'].surveys[':id'].link.$post({ param: { id } })),
  );
