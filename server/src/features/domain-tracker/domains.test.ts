import type { DomainAvailability } from '@core/domains/domain-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRdapServer, type RdapServer } from '../../../../test-support/rdap-server';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectJson } from '../../testing/use-test-server';
import { availabilityAnswer } from './availability-answer';

// The server asks the local registry (test-support/rdap-server.ts): loopback is allowed, as in tests only.
let rdap: RdapServer;
let server: TestServer;
let ada: TestClient;

beforeAll(async () => {
  rdap = await startRdapServer();
  server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true', RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl });
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
});
afterAll(async () => {
  await server.dispose();
  await rdap.close();
});

const check = (client: TestClient, name: string) =>
  client.request(`/api/domains/availability?name=${encodeURIComponent(name)}`);

describe('GET /api/domains/availability', () => {
  it('answers a registered name with its expiry date and registrar', async () => {
    expect(await expectJson(await check(ada, 'taken.com'), 200)).toEqual({
      name: 'taken.com',
      status: 'registered',
      expiresAt: '2027-03-14T04:00:00.000Z',
      registrar: 'Example Registrar, Inc.',
    } satisfies DomainAvailability);
  });

  it('answers a name the registry does not hold as available', async () => {
    expect(await expectJson(await check(ada, 'free-founder-name.com'), 200)).toEqual({
      name: 'free-founder-name.com',
      status: 'available',
    });
  });

  it('looks the name up as the registry knows it: trimmed, lower-case, an IDN in punycode', async () => {
    // münchen is xn--mnchen-3ya in punycode (RFC 3492's usual example, as in münchen.de).
    expect(await expectJson(await check(ada, ' MÜNCHEN.com. '), 200)).toEqual({
      name: 'xn--mnchen-3ya.com',
      status: 'available',
    });
    expect(rdap.lookups.at(-1)).toBe('/rdap/domain/xn--mnchen-3ya.com');
  });

  it.each([
    ['founder.xyz', 'Cannot check .xyz domains'],
    ['busy.com', 'The registry of .com domains is taking no more checks for now. Try again in a few minutes.'],
    ['broken.com', 'The registry of .com domains could not be reached. Try again later.'],
    ['moved.com', 'The registry of .com domains could not be reached. Try again later.'],
  ])('answers %s as unknown, saying why', async (name, message) => {
    expect(await expectJson(await check(ada, name), 200)).toEqual({ name, status: 'unknown', message });
  });

  it('fetched the bootstrap file once for all these lookups', () => {
    expect(server.env.RDAP_BOOTSTRAP_URL).toBe(rdap.bootstrapUrl);
    expect(rdap.bootstrapRequests()).toBe(1);
  });

  it.each([
    ['', 'Enter a domain name'],
    ['founder', 'Enter a domain name like example.com'],
    ['https://founder.com/', 'Enter a domain name like example.com'],
    ['founder.com:443', 'Enter a domain name like example.com'],
    // IDNA2008 (RFC 5891 §4.2.3, RFC 5892 §3; ADR 0080): "_", emoji and other DISALLOWED code points are refused
    // (U+1F600 and U+005F are DISALLOWED in Unicode's Idna2008.txt); hyphens neither first nor last, and "--" in the
    // 3rd and 4th positions only in a real xn-- label.
    ['founder_kit.com', 'A domain name cannot contain “_” (U+005F)'],
    ['😀.com', 'A domain name cannot contain “😀” (U+1F600)'],
    ['-founder.com', 'A part of a domain name cannot start or end with a hyphen'],
    ['ab--founder.com', 'Only a part that starts with xn-- can have hyphens as its 3rd and 4th characters'],
    ['xn--e28h.com', 'xn--e28h is not a valid xn-- (punycode) name'],
    ['10.0.0.1', 'Enter a domain name like example.com'],
    ['founder..com', 'Each part of a domain name between dots must be 1 to 63 characters'],
    // 64 letters in one label, one past 63.
    [`${'a'.repeat(64)}.com`, 'Each part of a domain name between dots must be 1 to 63 characters'],
    // Four labels of 63 and three dots: 255 characters, two past 253.
    [Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.'), 'A domain name must be at most 253 characters'],
  ])('refuses %j with a 422 naming the field', async (name, message) => {
    const asked = rdap.lookups.length;
    const body = await expectJson<{
      error: { code: string; message: string; issues: { path: string; message: string }[] };
    }>(await check(ada, name), 422);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', message, issues: [{ path: 'name', message }] });
    expect(rdap.lookups).toHaveLength(asked);
  });

  it('lets one user check 30 domains a minute, and others still check theirs', async () => {
    const bob = await server.signedInClient('bob@example.com', 'Bob Builder');
    for (let count = 1; count <= 30; count += 1) expect((await check(bob, `free-${count}.com`)).status).toBe(200);
    const asked = rdap.lookups.length;
    const body = await expectJson<{ error: { code: string; message: string } }>(await check(bob, 'free-31.com'), 429);
    expect(body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can check up to 30 domains a minute. Please wait a moment and try again.',
    });
    expect(rdap.lookups).toHaveLength(asked);
    expect((await check(ada, 'free-31.com')).status).toBe(200);
  });

  it('is for signed-in users: a visitor gets 401 and no lookup', async () => {
    const asked = rdap.lookups.length;
    const body = await expectJson<{ error: { code: string; message: string } }>(
      await check(server.client(), 'taken.com'),
      401,
    );
    expect(body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    expect(rdap.lookups).toHaveLength(asked);
  });
});

describe('availabilityAnswer', () => {
  it('words a registry that did not answer in time, and a registry list that could not be loaded', () => {
    expect(availabilityAnswer('slow.io', { status: 'timeout', tld: 'io' })).toEqual({
      name: 'slow.io',
      status: 'unknown',
      message: 'The registry of .io domains did not answer in time. Try again in a moment.',
    });
    expect(availabilityAnswer('founder.io', { status: 'bootstrap', tld: 'io' })).toEqual({
      name: 'founder.io',
      status: 'unknown',
      message: 'The list of domain registries could not be loaded. Try again later.',
    });
  });
});
