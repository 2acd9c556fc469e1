import type { SafeFetch } from './safe-fetch';
import { RdapError } from './rdap-error';

/** How long the bootstrap file is kept: IANA changes it rarely (RFC 9224 asks clients to cache it). */
export const BOOTSTRAP_TTL_MS = 24 * 60 * 60 * 1000;

type BootstrapFile = { services?: unknown };

/** Each top-level domain's RDAP base URL (ending in '/'), from the file's `services: [[tlds], [urls]]`; https first. */
function baseUrlsOf(file: BootstrapFile): Map<string, string> {
  const bases = new Map<string, string>();
  for (const service of Array.isArray(file.services) ? file.services : []) {
    const [tlds, urls] = Array.isArray(service) ? (service as unknown[]) : [];
    if (!Array.isArray(tlds) || !Array.isArray(urls)) continue;
    const strings = urls.filter((url): url is string => typeof url === 'string');
    const url = strings.find((candidate) => candidate.startsWith('https:')) ?? strings[0];
    if (!url) continue;
    for (const tld of tlds)
      if (typeof tld === 'string') bases.set(tld.toLowerCase(), url.endsWith('/') ? url : `${url}/`);
  }
  return bases;
}

/**
 * Which RDAP server answers for a top-level domain, from the bootstrap file at `url` (IANA's, or a test's copy),
 * fetched through the outbound rule when first needed and again a day later. A file that cannot be had is not
 * kept: the next lookup asks again (meanwhile an older one, if any, still serves).
 */
export function createRdapBootstrap({
  url,
  safeFetch,
  timeoutMs,
  now = Date.now,
}: {
  url: string;
  safeFetch: SafeFetch;
  timeoutMs: number;
  now?: () => number;
}) {
  let cached: { bases: Map<string, string>; fetchedAt: number } | undefined;
  let loading: Promise<Map<string, string>> | undefined;

  async function load(): Promise<Map<string, string>> {
    const answer = await safeFetch(url, { headers: { accept: 'application/json' }, timeoutMs }).catch(
      (error: unknown) => {
        throw RdapError.from(error, 'bootstrap');
      },
    );
    if (answer.status !== 200) throw new RdapError('bootstrap', `The RDAP bootstrap file answered ${answer.status}`);
    let file: BootstrapFile;
    try {
      file = JSON.parse(answer.body.toString('utf8')) as BootstrapFile;
    } catch (error) {
      throw new RdapError('bootstrap', 'The RDAP bootstrap file is not JSON', { cause: error });
    }
    const bases = baseUrlsOf(file ?? {});
    cached = { bases, fetchedAt: now() };
    return bases;
  }

  /** The base URL for `tld` (lower-case, without a dot), or undefined when no RDAP server is listed for it. */
  return async function baseUrlFor(tld: string): Promise<string | undefined> {
    if (!cached || now() - cached.fetchedAt >= BOOTSTRAP_TTL_MS) {
      // Lookups at the same moment share one fetch.
      loading ??= load().finally(() => (loading = undefined));
      try {
        await loading;
      } catch (error) {
        // A day-old list serves better than none while the new one cannot be had.
        if (!cached) throw error;
      }
    }
    return cached!.bases.get(tld);
  };
}
