import type { PulseSurveyInput } from '@core/tools/team-culture-pulse/pulse-survey';
import { api, unwrap } from '@/lib/api-client';
import { usePulseMutation } from './get-pulse-surveys';

/** Makes a survey with its first round and link; the answer holds the link's token, once. */
export const useCreatePulseSurvey = () =>
  usePulseMutation(async (json: PulseSurveyInput) => unwrap(await api['team-culture-pulse'].surveys.$post({ json })));
