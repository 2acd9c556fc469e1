import { describe, expect, it } from 'vitest';
import { OutboundError, type OutboundResponse, type SafeFetch } from '../../outbound/safe-fetch';
import { createRobotsGate, ROBOTS_CACHE_MS } from './robots-gate';

/** A safe fetch that answers robots.txt as `answer` says and records what it was asked. */
function fakeFetch(answer: (url: string) => Promise<Partial<OutboundResponse>>) {
  const asked: string[] = [];
  const fetch: SafeFetch = async (url) => {
    asked.push(url);
    return { status: 200, headers: {}, body: Buffer.alloc(0), url, ...(await answer(url)) };
  };
  return { fetch, asked };
}
const robots = (text: string) => async () => ({ status: 200, body: Buffer.from(text) });
const page = (path: string) => new URL(`https://acme.example${path}`);

describe('the robots.txt gate', () => {
  it('reads an origin’s robots.txt once an hour and matches the app’s product token (RFC 9309 §2.2.1, §2.4)', async () => {
    let now = 0;
    const { fetch, asked } = fakeFetch(
      robots('User-agent: FounderToolkit\nDisallow: /private\n\nUser-agent: *\nDisallow: /'),
    );
    const mayRead = createRobotsGate(fetch, () => now);
    expect(await mayRead(page('/pricing'))).toBe(true);
    expect(await mayRead(page('/private/plans'))).toBe(false);
    expect(asked).toEqual(['https://acme.example/robots.txt']);
    now = ROBOTS_CACHE_MS;
    await mayRead(page('/pricing'));
    expect(asked).toHaveLength(2);
  });

  it.each([
    [404, true], // §2.3.1.3 'unavailable': everything allowed
    [410, true],
    [500, false], // §2.3.1.4 'unreachable': complete disallow
    [503, false],
  ])('a robots.txt answering %i allows everything: %s', async (status, allowed) => {
    const { fetch } = fakeFetch(async () => ({ status }));
    expect(await createRobotsGate(fetch)(page('/pricing'))).toBe(allowed);
  });

  it.each(['timeout', 'network', 'too-large'] as const)(
    'takes a robots.txt that failed (%s) as unreachable: complete disallow (§2.3.1.4)',
    async (reason) => {
      const { fetch } = fakeFetch(async () => Promise.reject(new OutboundError(reason, 'failed')));
      expect(await createRobotsGate(fetch)(page('/pricing'))).toBe(false);
    },
  );

  it('passes on a refusal of the address itself: the page at that origin is refused with it', async () => {
    const { fetch } = fakeFetch(async () => Promise.reject(new OutboundError('refused', '10.0.0.7 is not public')));
    await expect(createRobotsGate(fetch)(page('/pricing'))).rejects.toMatchObject({ reason: 'refused' });
  });
});
