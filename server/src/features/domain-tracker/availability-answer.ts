import type { DomainAvailability } from '@core/domains/domain-name';
import type { RdapOutcome } from '../../outbound/rdap';
import { unknownReason } from './rdap-words';

/** The API's answer for `name` from what its lookup found. */
export function availabilityAnswer(name: string, outcome: RdapOutcome): DomainAvailability {
  if (outcome.status === 'available') return { name, status: 'available' };
  if (outcome.status === 'registered') {
    const { status, ...registration } = outcome;
    return { name, status, ...registration };
  }
  return { name, status: 'unknown', message: unknownReason(outcome)! };
}
