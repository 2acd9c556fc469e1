import { domainToUnicode, normaliseDomainName } from '../../domains/domain-name';

/** The top-level domains a name is suggested in, in this order. */
const SUGGESTED_TLDS = ['com', 'io', 'ai', 'co', 'in', 'app'] as const;
/** Simple variants of a name, each suggested as a .com. */
const VARIANTS: readonly ((name: string) => string)[] = [
  (name) => `get${name}`,
  (name) => `${name}hq`,
  (name) => `try${name}`,
];
/**
 * A label the English variants suit: Latin letters, digits and hyphens. 'get' before a Cyrillic, Greek or Arabic
 * name would mix scripts in one label, which registries' IDN tables refuse (and, for a right-to-left name, RFC 5893's
 * Bidi rule too).
 */
const LATIN_LABEL = /^[\p{Script=Latin}\p{Mn}0-9-]+$/u;

/** A suggested domain: `name` as it is looked up (ASCII, xn-- for an international label), `unicode` as it is read. */
export type DomainSuggestion = { name: string; unicode: string };

/**
 * Domains worth checking beside `domain` (a normalised name, as core's normaliseDomainName gives it), built from its
 * first label in Unicode, so münchen.com gives getmünchen.com and not getxn--mnchen-3ya.com: the label in each of
 * SUGGESTED_TLDS, then get<name>.com, <name>hq.com and try<name>.com for a Latin label — never `domain` itself, nor
 * one that is no valid domain name (a label longer than DNS allows in its xn-- form).
 */
export function suggestDomains(domain: string): DomainSuggestion[] {
  const label = domainToUnicode(domain).split('.')[0]!;
  const inTlds = SUGGESTED_TLDS.map((tld) => `${label}.${tld}`);
  const variants = LATIN_LABEL.test(label) ? VARIANTS.map((variant) => `${variant(label)}.com`) : [];
  return [...inTlds, ...variants].flatMap((candidate) => {
    const read = normaliseDomainName(candidate);
    return 'name' in read && read.name !== domain ? [{ name: read.name, unicode: read.unicode }] : [];
  });
}
