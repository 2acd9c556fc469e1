import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { INTRO_REQUESTS_KEY } from '@core/tools/advisors-directory/advisors-query-keys';
import { useAdvisorsMutation } from './advisor-profile';

const introRequestsQueryOptions = queryOptions({
  queryKey: INTRO_REQUESTS_KEY,
  queryFn: async () => unwrap(await api['advisors-directory'].intros.$get()),
});

/** The intro requests the user received as an advisor and those they sent. */
export const useIntroRequests = () => useQuery(introRequestsQueryOptions);

export const useSendIntro = () =>
  useAdvisorsMutation(async ({ advisorId, message }: { advisorId: string; message: string }) =>
    unwrap(
      await api['advisors-directory'].advisors[':id'].intros.$post({ param: { id: advisorId }, json: { message } }),
    ),
  );

export const useAnswerIntro = () =>
  useAdvisorsMutation(async ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
    unwrap(await api['advisors-directory'].intros[':id'].answer.$post({ param: { id }, json: { answer } })),
  );
