import type { PulseSurveyInput } from '@core/tools/team-culture-pulse/pulse-survey';
import { api, unwrap } from '@/lib/api-client';
import { usePulseMutation } from './get-pulse-surveys';

/** Saves a survey's team name and questions. */
export const useUpdatePulseSurvey = (id: string) =>
  usePulseMutation(async (json: PulseSurveyInput) =>
    unwrap(await api['team-culture-pulse'].surveys[':id'].$put({ param: { id }, json })),
  );
