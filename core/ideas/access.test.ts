import { describe, expect, it } from 'vitest';
import { pagesCover, resolveAccess, shareState, type AccessRequest, type AccessType, type ShareGrant } from './access';

const now = new Date('2026-11-22T12:00:00Z');
const past = new Date('2026-11-21T12:00:00Z');
const future = new Date('2026-11-23T12:00:00Z');
const OWNER = { userId: 'owner' };
const OTHER = { userId: 'other' };

const grant = (accessType: AccessType | null, overrides: Partial<ShareGrant> = {}): ShareGrant => ({
  accessType,
  expiresAt: null,
  revokedAt: null,
  sharedPages: null,
  ...overrides,
});

const request = (overrides: Partial<AccessRequest> = {}): AccessRequest => ({
  viewer: OTHER,
  idea: { userId: 'owner', isCommunityShared: false },
  shares: [],
  link: null,
  now,
  ...overrides,
});

const summary = (req: AccessRequest) => {
  const access = resolveAccess(req);
  return [
    access.sourceType,
    access.accessType,
    access.canView,
    access.canComment,
    access.canEdit,
    access.visiblePageIds,
  ];
};

describe('resolveAccess', () => {
  it.each([
    ['the owner', request({ viewer: OWNER }), ['personal', 'edit', true, true, true, 'all']],
    [
      'the owner of a community idea',
      request({ viewer: OWNER, idea: { userId: 'owner', isCommunityShared: true } }),
      ['personal', 'edit', true, true, true, 'all'],
    ],
    [
      'the owner, holding a link too',
      request({ viewer: OWNER, link: grant('view') }),
      ['personal', 'edit', true, true, true, 'all'],
    ],
    [
      'another user, community idea',
      request({ idea: { userId: 'owner', isCommunityShared: true } }),
      ['community', 'comment', true, true, false, 'all'],
    ],
    [
      'a visitor, community idea',
      request({ viewer: null, idea: { userId: 'owner', isCommunityShared: true } }),
      ['community', 'view', true, false, false, 'all'],
    ],
    ['another user, private idea', request(), [null, null, false, false, false, []]],
    ['a visitor, private idea', request({ viewer: null }), [null, null, false, false, false, []]],
    ['a view share', request({ shares: [grant('view')] }), ['shared', 'view', true, false, false, 'all']],
    ['a comment share', request({ shares: [grant('comment')] }), ['shared', 'comment', true, true, false, 'all']],
    ['an edit share', request({ shares: [grant('edit')] }), ['shared', 'edit', true, true, true, 'all']],
    [
      'a share without access type (view by default)',
      request({ shares: [grant(null)] }),
      ['shared', 'view', true, false, false, 'all'],
    ],
    [
      'a share that expires later',
      request({ shares: [grant('edit', { expiresAt: future })] }),
      ['shared', 'edit', true, true, true, 'all'],
    ],
    [
      'an expired share',
      request({ shares: [grant('edit', { expiresAt: past })] }),
      [null, null, false, false, false, []],
    ],
    [
      'a share expiring this instant',
      request({ shares: [grant('edit', { expiresAt: now })] }),
      [null, null, false, false, false, []],
    ],
    [
      'a revoked share',
      request({ shares: [grant('edit', { revokedAt: past })] }),
      [null, null, false, false, false, []],
    ],
    [
      'a share of some pages',
      request({ shares: [grant('comment', { sharedPages: ['p1', 'p2'] })] }),
      ['shared', 'comment', true, true, false, ['p1', 'p2']],
    ],
    [
      'a share given to a visitor (not signed in)',
      request({ viewer: null, shares: [grant('edit')] }),
      [null, null, false, false, false, []],
    ],
    ['a public link, signed in', request({ link: grant('edit') }), ['shared-link', 'view', true, false, false, 'all']],
    [
      'a public link, visitor',
      request({ viewer: null, link: grant('view', { sharedPages: ['p1'] }) }),
      ['shared-link', 'view', true, false, false, ['p1']],
    ],
    [
      'an expired public link',
      request({ viewer: null, link: grant('view', { expiresAt: past }) }),
      [null, null, false, false, false, []],
    ],
    [
      'a revoked public link',
      request({ link: grant('view', { revokedAt: past }) }),
      [null, null, false, false, false, []],
    ],
    [
      'a view share of a community idea (community comment is stronger)',
      request({ idea: { userId: 'owner', isCommunityShared: true }, shares: [grant('view')] }),
      ['community', 'comment', true, true, false, 'all'],
    ],
    [
      'an edit share of a community idea',
      request({ idea: { userId: 'owner', isCommunityShared: true }, shares: [grant('edit')] }),
      ['shared', 'edit', true, true, true, 'all'],
    ],
    [
      'a comment share and a community idea (tie: the share)',
      request({
        idea: { userId: 'owner', isCommunityShared: true },
        shares: [grant('comment', { sharedPages: ['p1'] })],
      }),
      ['shared', 'comment', true, true, false, ['p1']],
    ],
    [
      'a view share and a link (tie: the share)',
      request({ shares: [grant('view', { sharedPages: ['p1'] })], link: grant('view') }),
      ['shared', 'view', true, false, false, ['p1']],
    ],
    [
      'two shares: the stronger wins',
      request({ shares: [grant('view'), grant('edit', { sharedPages: ['p2'] })] }),
      ['shared', 'edit', true, true, true, ['p2']],
    ],
    [
      'two equal shares: the whole idea wins over some pages',
      request({ shares: [grant('view', { sharedPages: ['p1'] }), grant('view')] }),
      ['shared', 'view', true, false, false, 'all'],
    ],
    [
      'an expired edit share and a live view share',
      request({ shares: [grant('edit', { expiresAt: past }), grant('view')] }),
      ['shared', 'view', true, false, false, 'all'],
    ],
  ])('%s', (_case, req, expected) => {
    expect(summary(req)).toEqual(expected);
  });
});

describe('resolveAccess, over every combination', () => {
  const viewers = [null, OWNER, OTHER];
  const communities = [false, true];
  const shareSets: ShareGrant[][] = [
    [],
    [grant('view')],
    [grant('comment')],
    [grant('edit')],
    [grant(null)],
    [grant('edit', { expiresAt: past })],
    [grant('edit', { revokedAt: past })],
    [grant('view', { sharedPages: ['p1'] }), grant('comment', { expiresAt: future })],
  ];
  const links = [null, grant('view'), grant('view', { expiresAt: past }), grant('view', { revokedAt: past })];
  const all: AccessRequest[] = [];
  for (const viewer of viewers)
    for (const isCommunityShared of communities)
      for (const shares of shareSets)
        for (const link of links)
          all.push(request({ viewer, idea: { userId: 'owner', isCommunityShared }, shares, link }));

  it(`covers ${all.length} situations`, () => expect(all).toHaveLength(192));

  it('lets only the owner share, pin and delete', () => {
    for (const req of all) {
      const access = resolveAccess(req);
      const isOwner = req.viewer?.userId === 'owner';
      expect([access.canShare, access.canPin, access.canDelete]).toEqual([isOwner, isOwner, isOwner]);
    }
  });

  it('never lets a visitor comment or edit', () => {
    for (const req of all.filter((r) => r.viewer === null)) {
      const access = resolveAccess(req);
      expect(access.canComment || access.canEdit).toBe(false);
    }
  });

  it('never grants anything from an expired or revoked share or link', () => {
    const dead = (g: ShareGrant) => g.revokedAt !== null || (g.expiresAt !== null && g.expiresAt <= now);
    for (const req of all) {
      const withoutDead = {
        ...req,
        shares: req.shares.filter((g) => !dead(g)),
        link: req.link && dead(req.link) ? null : req.link,
      };
      expect(resolveAccess(req)).toEqual(resolveAccess(withoutDead));
    }
  });

  it('keeps its flags consistent: edit implies comment implies view, and no view means nothing', () => {
    for (const req of all) {
      const access = resolveAccess(req);
      if (access.canEdit) expect(access.canComment).toBe(true);
      if (access.canComment) expect(access.canView).toBe(true);
      if (!access.canView) expect(access).toMatchObject({ sourceType: null, accessType: null, visiblePageIds: [] });
    }
  });

  it('never gives less when a grant is added', () => {
    const rank = (req: AccessRequest) =>
      ({ none: 0, view: 1, comment: 2, edit: 3 })[resolveAccess(req).accessType ?? 'none'];
    for (const req of all) {
      expect(rank({ ...req, shares: [...req.shares, grant('comment')] })).toBeGreaterThanOrEqual(rank(req));
      expect(rank({ ...req, idea: { ...req.idea, isCommunityShared: true } })).toBeGreaterThanOrEqual(rank(req));
      expect(rank({ ...req, link: grant('view') })).toBeGreaterThanOrEqual(rank(req));
    }
  });
});

describe('shareState (the live-share rule)', () => {
  it.each([
    ['never expires', grant('view'), 'live'],
    ['expires later', grant('view', { expiresAt: future }), 'live'],
    ['expires this instant', grant('view', { expiresAt: now }), 'expired'],
    ['expired', grant('view', { expiresAt: past }), 'expired'],
    ['revoked', grant('view', { revokedAt: past }), 'revoked'],
    ['revoked and expired (revoked says more)', grant('view', { revokedAt: past, expiresAt: past }), 'revoked'],
    ['revoked, expiring later', grant('view', { revokedAt: past, expiresAt: future }), 'revoked'],
  ])('a share that %s is %s', (_case, share, expected) => {
    expect(shareState(share, now)).toBe(expected);
  });
});

describe('pagesCover', () => {
  it('a whole-idea grant covers any pages and the whole idea', () => {
    expect(pagesCover(null, null)).toBe(true);
    expect(pagesCover(null, ['p1'])).toBe(true);
  });

  it('some pages cover only a subset of themselves, never the whole idea', () => {
    expect(pagesCover(['p1', 'p2'], ['p2'])).toBe(true);
    expect(pagesCover(['p1', 'p2'], ['p1', 'p2'])).toBe(true);
    expect(pagesCover(['p1'], ['p1', 'p3'])).toBe(false);
    expect(pagesCover(['p1'], null)).toBe(false);
  });
});
