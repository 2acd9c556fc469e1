import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, createSafeFetch, isAllowedAddress, OutboundError } from './safe-fetch';

let local: Server;
let base: string;
const seen: { path: string; userAgent: string | undefined; method: string }[] = [];
beforeAll(async () => {
  local = createServer((request, response) => {
    seen.push({ path: request.url!, userAgent: request.headers['user-agent'], method: request.method! });
    if (request.url === '/to-private') return response.writeHead(302, { location: 'http://10.0.0.7/admin' }).end();
    if (request.url === '/to-ok') return response.writeHead(303, { location: '/ok' }).end();
    if (request.url === '/huge') return response.end(Buffer.alloc(2_000_000, 'x'));
    if (request.url === '/silent') return; // never answers
    response.end('fine');
  });
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
});
afterAll(() => {
  local.closeAllConnections();
  local.close();
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
};

describe('isAllowedAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    // IPv6 forms that carry an IPv4 address are judged as that address: IPv4-compatible (RFC 4291 §2.5.5.1), NAT64's
    // well-known prefix 64:ff9b::/96 (RFC 6052 §2.1: the last 32 bits), 6to4 2002::/16 (RFC 3056 §2: bits 16–47).
    ['::7f00:1', false], // ::127.0.0.1
    ['::a00:1', false], // ::10.0.0.1
    ['::', false],
    ['64:ff9b::7f00:1', false], // 127.0.0.1
    ['64:ff9b::a9fe:a9fe', false], // 169.254.169.254
    ['64:ff9b::808:808', true], // 8.8.8.8
    ['64:ff9b:1::808:808', false], // RFC 8215's local-use prefix: a network's own translator, never public
    ['2002:7f00:1::', false], // 127.0.0.1
    ['2002:c0a8:101::1', false], // 192.168.1.1
    ['2002:808:808::1', true], // 8.8.8.8
    ['2001::1', false], // Teredo (RFC 4380)
    ['not an address', false],
  ])('%s → %s', (address, allowed) => expect(isAllowedAddress(address, false)).toBe(allowed));

  it('allows loopback, and only loopback, when tests ask for it', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
  });
});

describe('checkOutboundUrl', () => {
  it.each([
    ['file:///etc/passwd', 'Only http and https addresses may be reached, not file:'],
    ['gopher://example.com', 'Only http and https addresses may be reached, not gopher:'],
    ['http://user:pass@example.com/', 'Addresses with credentials are not reached'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is not a public address'],
    ['http://[::1]:3000/', '::1 is not a public address'],
    ['http://[::7f00:1]/', '::7f00:1 is not a public address'],
    ['http://0x7f000001/', '127.0.0.1 is not a public address'],
    ['not a url', 'Not a valid address'],
  ])('%s is refused', (url, message) => expect(() => checkOutboundUrl(url, false)).toThrow(message));
});

describe('safeFetch', () => {
  const loopbackFetch = createSafeFetch({
    allowLoopback: true,
    userAgent: 'FounderToolkit-test',
    timeoutMs: 500,
    maxResponseBytes: 1_000_000,
  });
  const strictFetch = createSafeFetch({ allowLoopback: false, userAgent: 'FounderToolkit-test' });

  it('reaches an allowed target, with the app’s User-Agent', async () => {
    const answer = await loopbackFetch(`${base}/hello`);
    expect([answer.status, answer.body.toString()]).toEqual([200, 'fine']);
    expect(seen.at(-1)).toMatchObject({ path: '/hello', userAgent: 'FounderToolkit-test' });
  });

  it('refuses this machine without the test switch: by address, and by a name that resolves to it', async () => {
    expect((await refusal(strictFetch(`${base}/hello`))).reason).toBe('refused');
    const byName = await refusal(strictFetch(`${base.replace('127.0.0.1', 'localhost')}/hello`));
    expect(byName.reason).toBe('refused');
    expect(byName.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not public$/);
  });

  it('does not follow redirects unless asked, and checks each one it follows', async () => {
    expect((await loopbackFetch(`${base}/to-ok`)).status).toBe(303);
    expect((await loopbackFetch(`${base}/to-ok`, { method: 'POST', body: 'x', maxRedirects: 1 })).body.toString()).toBe(
      'fine',
    );
    expect(seen.at(-1)).toMatchObject({ path: '/ok', method: 'GET' });
    expect((await refusal(loopbackFetch(`${base}/to-private`, { maxRedirects: 3 }))).message).toBe(
      '10.0.0.7 is not a public address',
    );
  });

  it('reaches a host an operator listed (by name, or name and port) whatever its address, and no other one', async () => {
    const port = new URL(base).port;
    const byName = createSafeFetch({
      allowLoopback: false,
      userAgent: 'FounderToolkit-test',
      allowedHosts: ['localhost'],
    });
    expect((await byName(`http://localhost:${port}/hello`)).body.toString()).toBe('fine');
    expect((await refusal(byName(`${base}/hello`))).message).toBe('127.0.0.1 is not a public address');
    const byPort = createSafeFetch({
      allowLoopback: false,
      userAgent: 'FounderToolkit-test',
      allowedHosts: [`127.0.0.1:${port}`],
    });
    expect((await byPort(`${base}/hello`)).body.toString()).toBe('fine');
    // A redirect from the listed host to a private one is checked again, and refused.
    expect((await refusal(byPort(`${base}/to-private`, { maxRedirects: 3 }))).message).toBe(
      '10.0.0.7 is not a public address',
    );
  });

  it('matches a listed name:port against the scheme’s default port when the address gives none', () => {
    const listed = new Set(['10.0.0.5:443']);
    expect(checkOutboundUrl('https://10.0.0.5/v1', false, listed).host).toBe('10.0.0.5');
    expect(() => checkOutboundUrl('http://10.0.0.5/v1', false, listed)).toThrow('10.0.0.5 is not a public address');
    expect(checkOutboundUrl('http://10.0.0.5:80/v1', false, new Set(['10.0.0.5:80'])).host).toBe('10.0.0.5');
  });

  it('gives up on a target that does not answer in time, and on an answer too large', async () => {
    expect((await refusal(loopbackFetch(`${base}/silent`))).reason).toBe('timeout');
    expect((await refusal(loopbackFetch(`${base}/huge`))).reason).toBe('too-large');
  });
});
