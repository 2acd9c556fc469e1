import { describe, expect, it } from 'vitest';
import { alertOf, domainBadge, isExpiring, trackDomainInputSchema } from './tracked-domains';

const now = new Date('2026-11-27T12:00:00Z');
const registered = (expiresAt: string | null) => ({ status: 'registered' as const, expiresAt });

describe('the expiring rule', () => {
  it('holds for a registration ending within 30 days, or ended already', () => {
    // 2026-11-27T12:00Z + 30 days = 2026-12-27T12:00Z: that instant is within, a second later is not.
    expect(isExpiring(registered('2026-12-27T12:00:00.000Z'), now)).toBe(true);
    expect(isExpiring(registered('2026-12-27T12:00:01.000Z'), now)).toBe(false);
    expect(isExpiring(registered('2026-11-01T00:00:00.000Z'), now)).toBe(true);
  });

  it('does not hold without an expiry date, nor for a domain not registered', () => {
    expect(isExpiring(registered(null), now)).toBe(false);
    expect(isExpiring({ status: 'available', expiresAt: '2026-12-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('gives the badge: taken, expiring, available or unknown', () => {
    expect(domainBadge(registered('2027-03-14T04:00:00.000Z'), now)).toBe('taken');
    expect(domainBadge(registered('2026-12-10T00:00:00.000Z'), now)).toBe('expiring');
    expect(domainBadge({ status: 'available', expiresAt: null }, now)).toBe('available');
    expect(domainBadge({ status: 'unknown', expiresAt: null }, now)).toBe('unknown');
  });
});

describe('alertOf', () => {
  it('names what is worth telling: free, or expiring on a date', () => {
    expect(alertOf({ status: 'available', expiresAt: null }, now)).toBe('available');
    expect(alertOf(registered('2026-12-10T04:00:00.000Z'), now)).toBe('expiring:2026-12-10');
    expect(alertOf(registered('2027-03-14T04:00:00.000Z'), now)).toBeNull();
    expect(alertOf({ status: 'unknown', expiresAt: null }, now)).toBeNull();
  });
});

describe('trackDomainInputSchema', () => {
  it('normalises the name, and refuses one that is not a domain name', () => {
    expect(trackDomainInputSchema.parse({ name: ' Founder.COM ' })).toEqual({ name: 'founder.com' });
    const result = trackDomainInputSchema.safeParse({ name: 'founder' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Enter a domain name like example.com' });
  });
});
