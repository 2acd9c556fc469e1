import { api, unwrap } from '@/lib/api-client';
import { useDeadlinesMutation } from './tracked-deadlines';

/** Stops tracking an entry's deadline. */
export const useStopTracking = () =>
  useDeadlinesMutation(async (entry: string) =>
    unwrap(await api['competition-hackathon-directory'].deadlines[':entry'].$delete({ param: { entry } })),
  );
