import type { DomainCheck } from '@core/tools/brand-name-suggester/brand-name-lists';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Asks the registry whether a domain is free (GET /api/domains/availability, ADR 0052): the answer as a check made now. */
export function useCheckDomain() {
  return useMutation({
    mutationFn: async (domain: string): Promise<DomainCheck> => {
      const { status, message } = await unwrap(await api.domains.availability.$get({ query: { name: domain } }));
      return { status, ...(message === undefined ? {} : { message }), checkedAt: new Date().toISOString() };
    },
  });
}
