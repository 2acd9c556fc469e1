import { api, unwrap } from '@/lib/api-client';
import { usePulseMutation } from './get-pulse-surveys';

/** Deletes a survey with its rounds and answers; its link stops working. */
export const useDeletePulseSurvey = () =>
  usePulseMutation(async (id: string) =>
    unwrap(await api['team-culture-pulse'].surveys[':id'].$delete({ param: { id } })),
  );
