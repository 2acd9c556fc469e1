import type { DomainCheck } from '@core/tools/brand-name-suggester/brand-name-lists';
import { useMutation } from '@tanstack/react-query';
import { checkAvailability } from '@/lib/domains/check-availability';

/** Asks the registry whether a domain is free (checkAvailability): the answer as a check made now. */
export function useCheckDomain() {
  return useMutation({
    mutationFn: async (domain: string): Promise<DomainCheck> => {
      const { status, message } = await checkAvailability(domain);
      return { status, ...(message === undefined ? {} : { message }), checkedAt: new Date().toISOString() };
    },
  });
}
