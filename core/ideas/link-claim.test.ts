import { describe, expect, it } from 'vitest';
import { decideLinkClaim, type LinkClaimRequest, type ShareGrant } from './access';

const now = new Date('2026-11-22T12:00:00Z');
const past = new Date('2026-11-21T12:00:00Z');
const later = new Date('2026-11-23T12:00:00Z');
const latest = new Date('2026-11-30T12:00:00Z');

const grant = (overrides: Partial<ShareGrant> = {}): ShareGrant => ({
  accessType: 'view',
  expiresAt: null,
  revokedAt: null,
  sharedPages: null,
  ...overrides,
});
const claim = (overrides: Partial<LinkClaimRequest> = {}) =>
  decideLinkClaim({
    viewer: { userId: 'holder' },
    idea: { userId: 'owner', isCommunityShared: false },
    ownShare: null,
    link: grant(),
    now,
    ...overrides,
  });

describe('decideLinkClaim', () => {
  it("changes nothing for the idea's owner", () => {
    expect(claim({ viewer: { userId: 'owner' } })).toEqual({ change: 'none' });
  });

  it("makes a share of the link's pages and expiry for a holder without one", () => {
    expect(claim({ link: grant({ sharedPages: ['p1'], expiresAt: later }) })).toEqual({
      change: 'create-share',
      sharedPages: ['p1'],
      expiresAt: later,
    });
  });

  it('does not count community sharing: it is not the holder’s own', () => {
    expect(claim({ idea: { userId: 'owner', isCommunityShared: true } })).toEqual({
      change: 'create-share',
      sharedPages: null,
      expiresAt: null,
    });
  });

  it('makes a new share when the earlier one has expired or was revoked', () => {
    expect(claim({ ownShare: grant({ accessType: 'edit', expiresAt: past }) })).toEqual({
      change: 'create-share',
      sharedPages: null,
      expiresAt: null,
    });
    expect(claim({ ownShare: grant({ accessType: 'edit', revokedAt: past }) })).toEqual({
      change: 'create-share',
      sharedPages: null,
      expiresAt: null,
    });
  });

  it('changes nothing when the live share shows those pages for as long', () => {
    expect(
      claim({ ownShare: grant({ accessType: 'edit' }), link: grant({ sharedPages: ['p1'], expiresAt: later }) }),
    ).toEqual({ change: 'none' });
    expect(
      claim({
        ownShare: grant({ sharedPages: ['p1', 'p2'], expiresAt: latest }),
        link: grant({ sharedPages: ['p2'], expiresAt: later }),
      }),
    ).toEqual({ change: 'none' });
  });

  it("joins the link's pages to a share of other pages, and keeps the later expiry", () => {
    expect(
      claim({
        ownShare: grant({ sharedPages: ['p1'], expiresAt: latest }),
        link: grant({ sharedPages: ['p2'], expiresAt: later }),
      }),
    ).toEqual({
      change: 'extend-share',
      sharedPages: ['p1', 'p2'],
      expiresAt: latest,
    });
    expect(claim({ ownShare: grant({ sharedPages: ['p1'] }), link: grant() })).toEqual({
      change: 'extend-share',
      sharedPages: null,
      expiresAt: null,
    });
  });

  it('lengthens a share that ends before the link does, keeping its pages', () => {
    expect(claim({ ownShare: grant({ expiresAt: later }), link: grant({ sharedPages: ['p1'] }) })).toEqual({
      change: 'extend-share',
      sharedPages: null,
      expiresAt: null,
    });
    expect(claim({ ownShare: grant({ expiresAt: later }), link: grant({ expiresAt: latest }) })).toEqual({
      change: 'extend-share',
      sharedPages: null,
      expiresAt: latest,
    });
  });
});
