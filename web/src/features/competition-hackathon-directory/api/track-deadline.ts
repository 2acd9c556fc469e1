import type { TrackDeadlineInput } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { api, unwrap } from '@/lib/api-client';
import { useDeadlinesMutation } from './tracked-deadlines';

/** Tracks an entry's deadline, or changes the one tracked. */
export const useTrackDeadline = () =>
  useDeadlinesMutation(async ({ entry, input }: { entry: string; input: TrackDeadlineInput }) =>
    unwrap(await api['competition-hackathon-directory'].deadlines[':entry'].$put({ param: { entry }, json: input })),
  );
