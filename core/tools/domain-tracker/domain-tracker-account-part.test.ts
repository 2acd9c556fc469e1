import { describe, expect, it } from 'vitest';
import { importedTrackedDomainsSchema } from './domain-tracker-account-part';

describe('importedTrackedDomainsSchema', () => {
  it('reads each name as the tracker does, and fills what a hand-made file leaves out', () => {
    expect(importedTrackedDomainsSchema.parse([{ name: ' Founder.COM. ', status: 'unknown' }])).toEqual([
      { name: 'founder.com', status: 'unknown', expiresAt: null, registrar: null, lastCheckedAt: null },
    ]);
    expect(importedTrackedDomainsSchema.parse(undefined)).toEqual([]);
  });

  it('reads an empty registrar as none, and keeps a named one trimmed', () => {
    const registrarOf = (registrar: string) =>
      importedTrackedDomainsSchema.parse([{ name: 'a.io', status: 'registered', registrar }])[0]!.registrar;
    expect([registrarOf('  '), registrarOf(' Example Registrar, Inc. ')]).toEqual([null, 'Example Registrar, Inc.']);
  });
});
