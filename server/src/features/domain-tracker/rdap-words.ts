import { say } from '@core/i18n/say';
import type { RdapOutcome } from '../../outbound/rdap';

/** Why a lookup could not tell, in a founder's words (in the request's language); none when it could. */
export function unknownReason(outcome: RdapOutcome): string | undefined {
  if (outcome.status === 'available' || outcome.status === 'registered') return undefined;
  const values = { tld: outcome.tld };
  switch (outcome.status) {
    case 'unknown-tld':
      return say({ id: 'server.domains.unknownTld', defaultMessage: 'Cannot check .{tld} domains' }, values);
    case 'timeout':
      return say(
        {
          id: 'server.domains.timeout',
          defaultMessage: 'The registry of .{tld} domains did not answer in time. Try again in a moment.',
        },
        values,
      );
    case 'rate-limited':
      return say(
        {
          id: 'server.domains.rateLimited',
          defaultMessage:
            'The registry of .{tld} domains is taking no more checks for now. Try again in a few minutes.',
        },
        values,
      );
    case 'bootstrap':
      return say({
        id: 'server.domains.bootstrapFailed',
        defaultMessage: 'The list of domain registries could not be loaded. Try again later.',
      });
    case 'failed':
      return say(
        {
          id: 'server.domains.failed',
          defaultMessage: 'The registry of .{tld} domains could not be reached. Try again later.',
        },
        values,
      );
  }
}
