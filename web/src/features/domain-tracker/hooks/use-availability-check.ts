import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { checkAvailability } from '../api/check-availability';

/**
 * One domain's availability, asked on demand: the result, whether it is on its way, and what went wrong — a
 * problem with the name (the API's 422, by the field) apart from any other failure (too many checks, offline).
 */
export function useAvailabilityCheck() {
  const t = useT();
  const messageOf = useMessageOf();
  const said = useSaid();
  const check = useMutation({ mutationFn: checkAvailability });
  const error = check.error;
  const nameProblem =
    error instanceof ApiError ? error.issues.find((issue) => issue.path === 'name')?.message : undefined;
  return {
    run: (name: string) => check.mutate(name),
    reset: () => check.reset(),
    busy: check.isPending,
    result: check.data,
    nameProblem: nameProblem ? said(nameProblem) : undefined,
    failure:
      error && !nameProblem
        ? messageOf(
            error,
            t({
              id: 'domainTracker.check.failed',
              defaultMessage: 'The domain could not be checked. Please try again.',
            }),
          )
        : undefined,
  };
}
