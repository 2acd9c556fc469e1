import { describe, expect, it } from 'vitest';
import { importedTrackedDomainsSchema } from './domain-tracker-account-part';

describe('importedTrackedDomainsSchema', () => {
  it('reads each name as the tracker does, and fills what a hand-made file leaves out', () => {
    expect(importedTrackedDomainsSchema.parse([{ name: ' Founder.COM. ', status: 'unknown' }])).toEqual([
      { name: 'founder.com', status: 'unknown', expiresAt: null, registrar: null, lastCheckedAt: null },
    ]);
    expect(importedTrackedDomainsSchema.parse(undefined)).toEqual([]);
  });

  it('restores a name stored before names were checked by IDNA2008, and still refuses what was never a host', () => {
    // 😀.com as the URL parser (UTS #46) turned it into ASCII and the tracker stored it: U+1F600 is 'e28h' in
    // punycode (RFC 3492). IDNA2008 refuses the emoji when typed (ADR 0080); the owner's file still restores it.
    expect(importedTrackedDomainsSchema.parse([{ name: 'xn--e28h.com', status: 'unknown' }])[0]!.name).toBe(
      'xn--e28h.com',
    );
    expect(importedTrackedDomainsSchema.safeParse([{ name: 'founder kit.com', status: 'unknown' }]).success).toBe(
      false,
    );
    expect(importedTrackedDomainsSchema.safeParse([{ name: 'founder.com/x', status: 'unknown' }]).success).toBe(false);
  });

  it('reads an empty registrar as none, and keeps a named one trimmed', () => {
    const registrarOf = (registrar: string) =>
      importedTrackedDomainsSchema.parse([{ name: 'a.io', status: 'registered', registrar }])[0]!.registrar;
    expect([registrarOf('  '), registrarOf(' Example Registrar, Inc. ')]).toEqual([null, 'Example Registrar, Inc.']);
  });
});
