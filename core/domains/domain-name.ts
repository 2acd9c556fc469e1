import { say } from '../i18n/say';
import { addIssues, z } from '../zod';

/** The longest domain name DNS carries (RFC 1035, in its ASCII form, without the final dot). */
export const DOMAIN_NAME_MAX_LENGTH = 253;
/** The longest label, the part between two dots. */
export const DOMAIN_LABEL_MAX_LENGTH = 63;

/** What a name the URL parser would read as more than a host has in it: a path, a port, credentials, a query. */
const NOT_IN_A_HOST = /[\s/\\:@?#%[\]]/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const invalid = () => say({ id: 'core.domains.nameInvalid', defaultMessage: 'Enter a domain name like example.com' });

/**
 * A domain name as it is looked up: trimmed, lower-case, without a final dot, an internationalised name in its
 * ASCII (punycode) form as the WHATWG URL parser gives it — the same on the server and in the browser — or the
 * words that say what is wrong with it.
 */
export function normaliseDomainName(input: string): { name: string } | { problem: string } {
  const typed = input.trim().toLowerCase().replace(/\.$/, '');
  if (typed === '') return { problem: say({ id: 'core.domains.nameRequired', defaultMessage: 'Enter a domain name' }) };
  if (typed.length > 4 * DOMAIN_NAME_MAX_LENGTH || NOT_IN_A_HOST.test(typed) || !URL.canParse(`http://${typed}`))
    return { problem: invalid() };
  const name = new URL(`http://${typed}`).hostname;
  if (name.length > DOMAIN_NAME_MAX_LENGTH) {
    return {
      problem: say(
        { id: 'core.domains.nameTooLong', defaultMessage: 'A domain name must be at most {max} characters' },
        { max: DOMAIN_NAME_MAX_LENGTH },
      ),
    };
  }
  const labels = name.split('.');
  if (labels.some((label) => label.length === 0 || label.length > DOMAIN_LABEL_MAX_LENGTH)) {
    return {
      problem: say(
        {
          id: 'core.domains.labelLength',
          defaultMessage: 'Each part of a domain name between dots must be 1 to {max} characters',
        },
        { max: DOMAIN_LABEL_MAX_LENGTH },
      ),
    };
  }
  // Two labels at least, each of letters, digits and inner hyphens; a top-level domain of digits would be an IP address.
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || /^[0-9]+$/.test(labels.at(-1)!))
    return { problem: invalid() };
  return { name };
}

/** A domain name as a user types it, normalised for the lookup (see normaliseDomainName). */
export const domainNameSchema = z.pipe(
  z.string(),
  z.transform((input, context) => {
    const result = normaliseDomainName(input);
    if ('name' in result) return result.name;
    addIssues(context, [{ message: result.problem, path: [] }]);
    return z.NEVER;
  }),
);

/** The query of GET /api/domains/availability. */
export const availabilityQuerySchema = z.strictObject({ name: domainNameSchema });

/**
 * What a lookup found: 'available' when the registry has no such domain (RDAP's 404 — not a registrar's offer
 * to sell it), 'registered' with its expiry and registrar when the registry says so, 'unknown' with the reason in
 * `message` when it could not be told (a top-level domain without RDAP, a registry that is slow, busy or down).
 */
export type DomainAvailability = {
  name: string;
  status: 'available' | 'registered' | 'unknown';
  /** ISO date-time of the registration's expiry, when the registry gives it. */
  expiresAt?: string;
  registrar?: string;
  message?: string;
};
