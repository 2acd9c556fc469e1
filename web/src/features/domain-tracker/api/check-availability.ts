import type { DomainAvailability } from '@core/domains/domain-name';
import { api, unwrap } from '@/lib/api-client';

/**
 * Whether a domain is free, asked of its registry now (GET /api/domains/availability, ADR 0052); kept nowhere. A
 * refused check (30 a minute at most: 429) is an ApiError with the API's words.
 */
export const checkAvailability = async (name: string): Promise<DomainAvailability> =>
  unwrap(await api.domains.availability.$get({ query: { name } }));
