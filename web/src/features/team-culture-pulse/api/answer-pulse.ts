import type { PulseAnswerInput } from '@core/tools/team-culture-pulse/pulse-survey';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Sends this browser's one anonymous answer to the open round. */
export const useAnswerPulse = (token: string) =>
  useMutation({
    mutationFn: async (json: PulseAnswerInput) =>
      unwrap(await api.pulse[':token'].answers.$post({ param: { token }, json })),
  });
