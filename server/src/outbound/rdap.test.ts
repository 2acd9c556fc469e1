import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRdapServer, type RdapServer } from '../../../test-support/rdap-server';
import { createSafeFetch, OutboundError, type SafeFetch } from './safe-fetch';
import { createRdapClient } from './rdap';
import { BOOTSTRAP_TTL_MS, createRdapBootstrap } from './rdap-bootstrap';

// The local registry (test-support/rdap-server.ts) stands in for IANA and Verisign; loopback is allowed as in tests only.
const safeFetch = createSafeFetch({ allowLoopback: true, userAgent: 'FounderToolkit/test' });
let rdap: RdapServer;
let lookUp: ReturnType<typeof createRdapClient>;

beforeAll(async () => {
  rdap = await startRdapServer();
  // A short deadline, so that the registry that never answers is a timeout quickly.
  lookUp = createRdapClient({ bootstrapUrl: rdap.bootstrapUrl, safeFetch, timeoutMs: 300 });
});
afterAll(() => rdap.close());

describe('createRdapClient', () => {
  it('tells a registered name, with its expiry and registrar from the RDAP answer', async () => {
    // The answer's expiration event is 2027-03-14T04:00:00Z; its registrar entity's jCard fn is 'Example Registrar, Inc.'.
    expect(await lookUp('taken.com')).toEqual({
      status: 'registered',
      expiresAt: '2027-03-14T04:00:00.000Z',
      registrar: 'Example Registrar, Inc.',
    });
    expect(rdap.lookups.at(-1)).toBe('/rdap/domain/taken.com');
  });

  it("tells a name the registry does not hold (its 404) as available, asking the TLD's server", async () => {
    expect(await lookUp('free-founder-name.net')).toEqual({ status: 'available' });
    expect(rdap.lookups.at(-1)).toBe('/rdap/domain/free-founder-name.net');
  });

  it('tells a top-level domain with no RDAP server, without asking any registry', async () => {
    const asked = rdap.lookups.length;
    expect(await lookUp('founder.xyz')).toEqual({ status: 'unknown-tld', tld: 'xyz' });
    expect(rdap.lookups).toHaveLength(asked);
  });

  it.each([
    ['slow.com', 'timeout'],
    ['busy.com', 'rate-limited'],
    ['broken.com', 'failed'],
  ])('tells %s (a registry slow, busy or failing) as %s', async (name, status) => {
    expect(await lookUp(name)).toEqual({ status, tld: 'com' });
  });

  it('does not follow a redirect to a private address (the outbound rule holds)', async () => {
    const refusals: unknown[] = [];
    const watched: SafeFetch = async (url, init) => {
      try {
        return await safeFetch(url, init);
      } catch (error) {
        refusals.push(error);
        throw error;
      }
    };
    const asked = rdap.lookups.length;
    expect(await createRdapClient({ bootstrapUrl: rdap.bootstrapUrl, safeFetch: watched })('moved.com')).toEqual({
      status: 'failed',
      tld: 'com',
    });
    expect(rdap.lookups.slice(asked)).toEqual(['/rdap/domain/moved.com']);
    // Refused before any connection to 10.0.0.1, not a network error on the way there.
    expect(refusals).toEqual([new OutboundError('refused', '10.0.0.1 is not a public address')]);
    expect(refusals[0]).toMatchObject({ reason: 'refused' });
  });

  it('fetches the bootstrap file once for many lookups', async () => {
    const server = await startRdapServer();
    const fresh = createRdapClient({ bootstrapUrl: server.bootstrapUrl, safeFetch });
    await Promise.all([fresh('one.com'), fresh('two.com')]);
    await fresh('taken.com');
    await fresh('three.net');
    expect(server.bootstrapRequests()).toBe(1);
    expect(server.lookups).toHaveLength(4);
    await server.close();
  });

  it('tells a bootstrap file that cannot be had, and asks again on the next lookup', async () => {
    const server = await startRdapServer();
    const fresh = createRdapClient({ bootstrapUrl: server.bootstrapUrl, safeFetch });
    server.failBootstrap(true);
    expect(await fresh('taken.com')).toEqual({ status: 'bootstrap', tld: 'com' });
    server.failBootstrap(false);
    expect(await fresh('taken.com')).toMatchObject({ status: 'registered' });
    expect(server.bootstrapRequests()).toBe(2);
    await server.close();
  });
});

describe('createRdapBootstrap', () => {
  it('keeps the file a day, then fetches it again; a day-old file serves while the new one fails', async () => {
    const server = await startRdapServer();
    let now = 1_000_000;
    const baseUrlFor = createRdapBootstrap({ url: server.bootstrapUrl, safeFetch, timeoutMs: 1000, now: () => now });
    const base = server.bootstrapUrl.replace('/bootstrap/dns.json', '/rdap/');
    expect(await baseUrlFor('com')).toBe(base);
    now += BOOTSTRAP_TTL_MS - 1;
    expect(await baseUrlFor('net')).toBe(base);
    expect(server.bootstrapRequests()).toBe(1);
    now += 1;
    // Of .org's two servers the https one is taken, and its base URL gets the '/' it lacks.
    expect(await baseUrlFor('org')).toBe('https://rdap.publicinterestregistry.org/rdap/');
    expect(server.bootstrapRequests()).toBe(2);
    now += BOOTSTRAP_TTL_MS;
    server.failBootstrap(true);
    expect(await baseUrlFor('com')).toBe(base);
    expect(server.bootstrapRequests()).toBe(3);
    await server.close();
  });
});
