import { PULSE_KEY, PULSE_SURVEYS_KEY } from '@core/tools/team-culture-pulse/pulse-query-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const pulseSurveysQueryOptions = queryOptions({
  queryKey: PULSE_SURVEYS_KEY,
  queryFn: async () => unwrap(await api['team-culture-pulse'].surveys.$get()),
});

/** The founder's pulse surveys, oldest first, each with its open round. */
export const usePulseSurveys = () => useQuery(pulseSurveysQueryOptions);

/** A change to a survey: the surveys and their results read again. */
export function usePulseMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PULSE_KEY }),
  });
}
