import { say } from '../i18n/say';
import { addIssues, z } from '../zod';
import { idnaLabelProblem } from './idna-label';
import { decodePunycode, encodePunycode } from './punycode';

/** The longest domain name DNS carries (RFC 1035, in its ASCII form, without the final dot). */
export const DOMAIN_NAME_MAX_LENGTH = 253;
/** The longest label, the part between two dots. */
export const DOMAIN_LABEL_MAX_LENGTH = 63;

/** What a name has in it when it is more than a host: a path, a port, credentials, a query, a space. */
const NOT_IN_A_HOST = /[\s/\\:@?#%[\]]/;
const ASCII = /^\p{ASCII}*$/u;
/** Full-width and half-width forms (U+FF01–U+FFEE), which RFC 5895 maps to their usual width. */
const WIDTH_FORMS = /[\uff01-\uffee]/gu;

const invalid = () => say({ id: 'core.domains.nameInvalid', defaultMessage: 'Enter a domain name like example.com' });
const badALabel = (label: string) =>
  say({ id: 'core.domains.badALabel', defaultMessage: '{label} is not a valid xn-- (punycode) name' }, { label });

const labelLength = () =>
  say(
    {
      id: 'core.domains.labelLength',
      defaultMessage: 'Each part of a domain name between dots must be 1 to {max} characters',
    },
    { max: DOMAIN_LABEL_MAX_LENGTH },
  );

/** Cherokee's small letters: Unicode folds them to the capitals, the older letters, which IDNA2008 keeps. */
const CHEROKEE_SMALL = /[\u{13F8}-\u{13FD}\u{AB70}-\u{ABBF}]/gu;

/**
 * RFC 5895's mapping of what a person types before IDNA2008 looks at it (RFC 5891 §5.2 leaves the mapping to the
 * application): lower case (Cherokee to its capitals), full-width and half-width letters to their usual width, NFC,
 * and the ideographic full stop as a dot. Nothing else is mapped: what UTS #46 would map further (ⅷ to viii, ℡ to
 * tel) is refused.
 */
const mapForLookup = (typed: string) =>
  typed
    .toLowerCase()
    .replace(CHEROKEE_SMALL, (char) => char.toUpperCase())
    .replace(WIDTH_FORMS, (char) => char.normalize('NFKC'))
    .normalize('NFC')
    .replaceAll('\u3002', '.');

/**
 * One label as IDNA2008 takes it (RFC 5891 §4 and §5.4): its ASCII form for DNS and its Unicode form to show, or
 * what is wrong with it. An xn-- label must decode to a valid U-label that encodes back to the same letters
 * (§5.4); any other label must be a valid U-label or letters, digits and hyphens (idnaLabelProblem).
 */
function readLabel(label: string): { ascii: string; unicode: string } | { problem: string } {
  if (label.startsWith('xn--')) {
    const unicode = decodePunycode(label.slice(4));
    const isULabel =
      unicode !== null &&
      !ASCII.test(unicode) &&
      unicode.normalize('NFC') === unicode &&
      `xn--${encodePunycode(unicode)}` === label &&
      idnaLabelProblem(unicode) === null;
    return isULabel ? { ascii: label, unicode } : { problem: badALabel(label) };
  }
  const problem = idnaLabelProblem(label);
  if (problem !== null) return { problem };
  return { ascii: ASCII.test(label) ? label : `xn--${encodePunycode(label)}`, unicode: label };
}

/**
 * A domain name as it is looked up, checked by IDNA2008 (ADR 0080): trimmed, mapped as RFC 5895 says (lower case,
 * usual width, NFC), without a final dot; `name` in its ASCII form (an international label as its xn-- A-label),
 * `unicode` as a person reads it — the same on the server and in the browser. Or the words that say what is wrong.
 */
export function normaliseDomainName(input: string): { name: string; unicode: string } | { problem: string } {
  const typed = mapForLookup(input.trim()).replace(/\.$/, '');
  if (typed === '') return { problem: say({ id: 'core.domains.nameRequired', defaultMessage: 'Enter a domain name' }) };
  if (typed.length > 4 * DOMAIN_NAME_MAX_LENGTH || NOT_IN_A_HOST.test(typed)) return { problem: invalid() };
  const labels: { ascii: string; unicode: string }[] = [];
  for (const typedLabel of typed.split('.')) {
    if (typedLabel === '') return { problem: labelLength() };
    const label = readLabel(typedLabel);
    if ('problem' in label) return label;
    if (label.ascii.length > DOMAIN_LABEL_MAX_LENGTH) return { problem: labelLength() };
    labels.push(label);
  }
  const name = labels.map((label) => label.ascii).join('.');
  if (name.length > DOMAIN_NAME_MAX_LENGTH) {
    return {
      problem: say(
        { id: 'core.domains.nameTooLong', defaultMessage: 'A domain name must be at most {max} characters' },
        { max: DOMAIN_NAME_MAX_LENGTH },
      ),
    };
  }
  // Two labels at least; a top-level domain of digits would be an IP address.
  if (labels.length < 2 || /^[0-9]+$/.test(labels.at(-1)!.ascii)) return { problem: invalid() };
  return { name, unicode: labels.map((label) => label.unicode).join('.') };
}

/** A looked-up name (as normaliseDomainName gives it) as a person reads it: each xn-- label in Unicode. */
export function domainToUnicode(name: string): string {
  const read = normaliseDomainName(name);
  return 'unicode' in read ? read.unicode : name;
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
