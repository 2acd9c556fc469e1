import { isAllowedByRobots, parseRobotsTxt, type RobotsTxt } from '@core/tools/competitor-tracker/robots-txt';
import { OutboundError, type SafeFetch } from '../../outbound/safe-fetch';

/** The token robots.txt files name this app's reader by (its User-Agent is `FounderToolkit/1.0 (+<app>)`). */
export const PRODUCT_TOKEN = 'FounderToolkit';
/** How long an origin's robots.txt is kept before it is read again (RFC 9309 §2.4: not more than 24 hours). */
export const ROBOTS_CACHE_MS = 60 * 60 * 1000;
/** How long an unreachable robots.txt is taken as 'disallow all' before it is asked again. */
const UNREACHABLE_CACHE_MS = 10 * 60 * 1000;
/** Origins remembered at most (the oldest forgotten first). */
const ORIGINS_KEPT = 2_000;
/** RFC 9309 §2.3.1.2: a crawler follows at least five redirects to find robots.txt. */
export const ROBOTS_REDIRECTS = 5;
const ROBOTS_TIMEOUT_MS = 5_000;

type Rules = RobotsTxt | 'allow-all' | 'disallow-all';

/**
 * What robots.txt of an origin says, read through safe fetch (RFC 9309 §2.3): a 2xx answer's rules; a 4xx
 * ('unavailable', §2.3.1.3) allows everything; a 5xx or no answer at all ('unreachable', §2.3.1.4) — a network
 * failure, a deadline — disallows everything. A file larger than safe fetch reads is taken as unreachable too: nothing
 * of it is guessed. An address the outbound rule refuses is thrown (the page at that origin is refused with it).
 */
async function readRobots(safeFetch: SafeFetch, origin: string): Promise<Rules> {
  try {
    const answer = await safeFetch(`${origin}/robots.txt`, {
      maxRedirects: ROBOTS_REDIRECTS,
      timeoutMs: ROBOTS_TIMEOUT_MS,
    });
    if (answer.status >= 200 && answer.status < 300) return parseRobotsTxt(answer.body.toString('utf8'));
    // More redirects than followed: §2.3.1.2 lets a crawler take the file as unavailable.
    if (answer.status >= 300 && answer.status < 500) return 'allow-all';
    return 'disallow-all';
  } catch (error) {
    if (error instanceof OutboundError && error.reason !== 'refused') return 'disallow-all';
    throw error;
  }
}

/**
 * Whether robots.txt lets this app read a URL, each origin's file kept ROBOTS_CACHE_MS (an unreachable one a shorter
 * while) in this process. `now` is the clock (tests pass their own).
 */
export function createRobotsGate(safeFetch: SafeFetch, now: () => number = Date.now) {
  const cache = new Map<string, { rules: Rules; until: number }>();
  return async function mayRead(url: URL): Promise<boolean> {
    let entry = cache.get(url.origin);
    if (!entry || entry.until <= now()) {
      const rules = await readRobots(safeFetch, url.origin);
      entry = { rules, until: now() + (rules === 'disallow-all' ? UNREACHABLE_CACHE_MS : ROBOTS_CACHE_MS) };
      cache.delete(url.origin);
      cache.set(url.origin, entry);
      if (cache.size > ORIGINS_KEPT) cache.delete(cache.keys().next().value!);
    }
    if (entry.rules === 'allow-all') return true;
    if (entry.rules === 'disallow-all') return false;
    return isAllowedByRobots(entry.rules, PRODUCT_TOKEN, `${url.pathname}${url.search}`);
  };
}
export type RobotsGate = ReturnType<typeof createRobotsGate>;
