import type { SafeFetch } from './safe-fetch';
import { createRdapBootstrap } from './rdap-bootstrap';
import { readRegisteredDomain, type RegisteredDomain } from './rdap-domain';
import { RdapError, type RdapFailure } from './rdap-error';

/** How long one request to a registry may take: a person is waiting for the answer. */
export const RDAP_TIMEOUT_MS = 5_000;

/** What the registry said of a (normalised) domain name, or why it could not be asked. */
export type RdapOutcome =
  | { status: 'available' }
  | ({ status: 'registered' } & RegisteredDomain)
  | { status: 'unknown-tld'; tld: string }
  | { status: RdapFailure; tld: string };

/**
 * Domain lookups over RDAP (ADR 0052): the top-level domain's server from the bootstrap file, then
 * `GET {base}domain/{name}` through the outbound rule — 404 is available, 200 registered; a slow, busy (429) or
 * failing registry, and a top-level domain without RDAP, are outcomes, not errors.
 */
export function createRdapClient({
  bootstrapUrl,
  safeFetch,
  timeoutMs = RDAP_TIMEOUT_MS,
}: {
  bootstrapUrl: string;
  safeFetch: SafeFetch;
  timeoutMs?: number;
}) {
  const baseUrlFor = createRdapBootstrap({ url: bootstrapUrl, safeFetch, timeoutMs });

  async function ask(name: string, tld: string): Promise<RdapOutcome> {
    const base = await baseUrlFor(tld);
    if (!base) return { status: 'unknown-tld', tld };
    const answer = await safeFetch(`${base}domain/${name}`, {
      headers: { accept: 'application/rdap+json' },
      timeoutMs,
      maxRedirects: 3,
    });
    if (answer.status === 404) return { status: 'available' };
    if (answer.status === 429) return { status: 'rate-limited', tld };
    if (answer.status !== 200) throw new RdapError('failed', `The RDAP server for .${tld} answered ${answer.status}`);
    try {
      return { status: 'registered', ...readRegisteredDomain(JSON.parse(answer.body.toString('utf8'))) };
    } catch (error) {
      throw new RdapError('failed', `The RDAP server for .${tld} answered with no JSON`, { cause: error });
    }
  }

  /** Looks up `name`, a domain name as core's domainNameSchema gives it (lower-case ASCII, two labels at least). */
  return async function lookUp(name: string): Promise<RdapOutcome> {
    const tld = name.slice(name.lastIndexOf('.') + 1);
    try {
      return await ask(name, tld);
    } catch (error) {
      return { status: RdapError.from(error, 'failed').failure, tld };
    }
  };
}

export type RdapLookup = ReturnType<typeof createRdapClient>;
