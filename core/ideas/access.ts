/** Where a viewer's access to an idea comes from (the spec's sourceType). */
export type SourceType = 'personal' | 'community' | 'shared' | 'shared-link';
export type AccessType = 'view' | 'comment' | 'edit';

/** A share that names the viewer, or a public link the viewer presented (its token and password checked). */
export type ShareGrant = {
  accessType: AccessType | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Null: the whole idea; otherwise only these pages. */
  sharedPages: string[] | null;
};

export type AccessRequest = {
  viewer: { userId: string } | null;
  idea: { userId: string; isCommunityShared: boolean };
  /** Shares of this idea to the viewer (any state: expired and revoked ones are ignored here). */
  shares: readonly ShareGrant[];
  /** A public link presented with the request, if any. */
  link?: ShareGrant | null;
  now: Date;
};

export type Access = {
  sourceType: SourceType | null;
  accessType: AccessType | null;
  canView: boolean;
  canComment: boolean;
  canEdit: boolean;
  /** Share, pin and delete: the owner's alone. */
  canShare: boolean;
  canPin: boolean;
  canDelete: boolean;
  /** 'all', or the only pages the viewer may see. */
  visiblePageIds: 'all' | string[];
};

/** The idea is the viewer's own. */
export const isOwner = (viewer: AccessRequest['viewer'], idea: AccessRequest['idea']) =>
  viewer !== null && viewer.userId === idea.userId;

const RANK: Record<AccessType, number> = { view: 1, comment: 2, edit: 3 };

const NO_ACCESS: Access = {
  sourceType: null,
  accessType: null,
  canView: false,
  canComment: false,
  canEdit: false,
  canShare: false,
  canPin: false,
  canDelete: false,
  visiblePageIds: [],
};

/** Whether a share or link gives anything now; the reason when it does not (a link says 'expired' apart). */
export type ShareState = 'live' | 'revoked' | 'expired';

/**
 * The live-share rule, the only statement of it: a share or link gives access while it is not revoked and not
 * expired (an expiry at this very instant has passed). Its SQL form is liveShareSql in
 * server/src/ideas/access-sql.ts; access-sql.test.ts proves both agree.
 */
export function shareState(grant: Pick<ShareGrant, 'expiresAt' | 'revokedAt'>, now: Date): ShareState {
  if (grant.revokedAt !== null) return 'revoked';
  return grant.expiresAt !== null && grant.expiresAt.getTime() <= now.getTime() ? 'expired' : 'live';
}

export const isLiveShare = (grant: Pick<ShareGrant, 'expiresAt' | 'revokedAt'>, now: Date) =>
  shareState(grant, now) === 'live';

type Candidate = { sourceType: SourceType; accessType: AccessType; pages: string[] | null };

/**
 * §4's access resolution, the only place that decides who may do what with an idea
 * (docs/decisions/0011-access-resolution.md):
 * - the owner: personal, edit, and alone may share, pin and delete;
 * - otherwise the strongest of: a live share to the viewer (its access type, view by default), the idea
 *   being community-shared (comment), a live public link (view; links never give more);
 * - otherwise nothing: the idea does not exist for this viewer.
 * Commenting and editing need a signed-in viewer; a visitor's access is at most view.
 */
export function resolveAccess({ viewer, idea, shares, link, now }: AccessRequest): Access {
  if (isOwner(viewer, idea)) {
    return {
      sourceType: 'personal',
      accessType: 'edit',
      canView: true,
      canComment: true,
      canEdit: true,
      canShare: true,
      canPin: true,
      canDelete: true,
      visiblePageIds: 'all',
    };
  }

  const candidates: Candidate[] = [];
  if (viewer) {
    for (const share of shares) {
      if (isLiveShare(share, now))
        candidates.push({ sourceType: 'shared', accessType: share.accessType ?? 'view', pages: share.sharedPages });
    }
  }
  if (idea.isCommunityShared) candidates.push({ sourceType: 'community', accessType: 'comment', pages: null });
  if (link && isLiveShare(link, now))
    candidates.push({ sourceType: 'shared-link', accessType: 'view', pages: link.sharedPages });

  // Strongest first; on a tie, the earlier source (shared, community, shared-link) — and whole-idea grants.
  const best = candidates.reduce<Candidate | undefined>((current, candidate) => {
    if (!current) return candidate;
    const stronger = RANK[candidate.accessType] - RANK[current.accessType];
    if (stronger !== 0) return stronger > 0 ? candidate : current;
    return current.pages !== null && candidate.pages === null && candidate.sourceType === current.sourceType
      ? candidate
      : current;
  }, undefined);
  if (!best) return NO_ACCESS;

  const accessType: AccessType = viewer ? best.accessType : 'view';
  return {
    sourceType: best.sourceType,
    accessType,
    canView: true,
    canComment: accessType !== 'view',
    canEdit: accessType === 'edit',
    canShare: false,
    canPin: false,
    canDelete: false,
    visiblePageIds: best.pages ?? 'all',
  };
}

/** The id of an idea's Main Content in page routes (its content, properties and widgets live on the idea). */
export const MAIN_PAGE_ID = 'main';

/**
 * Whether the viewer may see a page of the idea: a grant of the whole idea sees every page and the Main
 * Content; a grant of some pages sees only those (not the Main Content, its properties or widgets).
 */
export function canSeePage(access: Access, pageId: string): boolean {
  if (!access.canView) return false;
  return access.visiblePageIds === 'all' || (pageId !== MAIN_PAGE_ID && access.visiblePageIds.includes(pageId));
}

/** Whether a grant of `granted` pages (null: the whole idea) shows every page a grant of `wanted` would. */
export const pagesCover = (granted: string[] | null, wanted: string[] | null) =>
  granted === null || (wanted !== null && wanted.every((page) => granted.includes(page)));

/** Whether an expiry is no earlier than another, where null (never) is latest. */
const outlasts = (expiry: Date | null, other: Date | null) => expiry === null || (other !== null && expiry >= other);

/** What claiming a link changes: nothing, the viewer's live share (grown to cover the link), or a new share. */
export type LinkClaim =
  | { change: 'none' }
  | { change: 'extend-share' | 'create-share'; sharedPages: string[] | null; expiresAt: Date | null };

export type LinkClaimRequest = {
  viewer: { userId: string };
  idea: AccessRequest['idea'];
  /** The viewer's own share of the idea (people have at most one live share of an idea), if any. */
  ownShare: ShareGrant | null;
  /** The live link claimed, its password proven. */
  link: ShareGrant;
  now: Date;
};

/**
 * The pending shared-link flow's last step (§4): a signed-in holder of a live link gets view of the link's
 * pages, with its expiry, as a share of their own — so it outlives the idea's community sharing, which is not
 * theirs and counts for nothing here. The owner, or a holder whose live share already shows those pages for as
 * long: nothing changes. Otherwise their live share grows to cover the link (its access type kept, pages
 * joined, the later expiry), or a new share is made.
 */
export function decideLinkClaim({ viewer, idea, ownShare, link, now }: LinkClaimRequest): LinkClaim {
  if (isOwner(viewer, idea)) return { change: 'none' };
  const own = ownShare && isLiveShare(ownShare, now) ? ownShare : null;
  if (!own) return { change: 'create-share', sharedPages: link.sharedPages, expiresAt: link.expiresAt };
  if (pagesCover(own.sharedPages, link.sharedPages) && outlasts(own.expiresAt, link.expiresAt))
    return { change: 'none' };
  return {
    change: 'extend-share',
    sharedPages:
      own.sharedPages === null || link.sharedPages === null
        ? null
        : [...new Set([...own.sharedPages, ...link.sharedPages])],
    expiresAt: outlasts(own.expiresAt, link.expiresAt) ? own.expiresAt : link.expiresAt,
  };
}
