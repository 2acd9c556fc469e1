import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const addressFor = async (hops: number, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, hops) ?? 'none'));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const connection = { incoming: { socket: { remoteAddress: '10.0.0.9', remoteFamily: 'IPv4' } } };
  return (await app.request('/', { headers }, connection)).text();
};

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressFor(0, '1.2.3.4')).toBe('10.0.0.9');
  });

  it('is the address the trusted proxy saw, ignoring what the client wrote further left', async () => {
    expect(await addressFor(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressFor(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('falls back to the socket when the proxies added fewer entries than expected', async () => {
    expect(await addressFor(2, '203.0.113.7')).toBe('10.0.0.9');
    expect(await addressFor(1)).toBe('10.0.0.9');
  });
});
