import { DOMAIN_LABEL_MAX_LENGTH } from '../../domains/domain-name';

/** The top-level domains a name is suggested in, in this order. */
const SUGGESTED_TLDS = ['com', 'io', 'ai', 'co', 'in', 'app'] as const;
/** Simple variants of a name, each suggested as a .com. */
const VARIANTS: readonly ((name: string) => string)[] = [
  (name) => `get${name}`,
  (name) => `${name}hq`,
  (name) => `try${name}`,
];

/**
 * Domains worth checking beside `domain` (a normalised name, as core's normaliseDomainName gives it): its first
 * label in each of SUGGESTED_TLDS, then get<name>.com, <name>hq.com and try<name>.com — never `domain` itself,
 * nor a variant whose label would be longer than DNS allows.
 */
export function suggestDomains(domain: string): string[] {
  const name = domain.split('.')[0]!;
  const inTlds = SUGGESTED_TLDS.map((tld) => `${name}.${tld}`);
  const variants = VARIANTS.map((variant) => variant(name))
    .filter((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH)
    .map((label) => `${label}.com`);
  return [...inTlds, ...variants].filter((suggestion) => suggestion !== domain);
}
