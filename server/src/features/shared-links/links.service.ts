import { say } from '@core/i18n/say';
import { decideLinkClaim, resolveAccess, shareState, type Access } from '@core/ideas/access';
import type { IdeaPageView, PageContent } from '@core/idea-page/page-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import type { LinkInfo } from '@core/ideas/share-contracts';
import { getPublicName } from '@core/user/display-name';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideas, ideaShares, profiles, user } from '../../db/schema';
import { liveShareSql } from '../../ideas/access-sql';
import { requireVisiblePage, type Viewer } from '../../ideas/idea-access';
import { selectIdeaViews, toIdeaView } from '../../ideas/idea-view-query';
import { AppError } from '../../lib/errors';
import {
  hashLinkToken,
  isLinkTokenShaped,
  isUnlockKey,
  linkUnlockKey,
  verifyLinkPassword,
} from '../../lib/link-tokens';

/** What a link's read-only page needs of the idea page (the idea-page feature's, composed in app.ts). */
export type IdeaPageReader = {
  /** The idea page as an access allows it. */
  pageFor: (db: Db, idea: IdeaView, access: Access) => Promise<IdeaPageView>;
  /** A page's content, for a reader whose access was already decided. */
  readContent: (db: Db, ideaId: string, pageId: string) => Promise<PageContent>;
};

export type LinksDeps = { db: Db; secret: string; ideaPage: IdeaPageReader };

/** Wrong passwords allowed in a row before a link refuses passwords for LOCK_MS. */
export const LINK_PASSWORD_ATTEMPTS = 10;
const LOCK_MS = 15 * 60 * 1000;

const invalidLink = () =>
  new AppError('NOT_FOUND', say({ id: 'server.links.invalidOrExpired', defaultMessage: 'Invalid or expired link' }));

/** The live link of a token (404 'Invalid or expired link' for no such link or a revoked one; 410 once expired). */
async function findLink(db: Db, token: string) {
  if (!isLinkTokenShaped(token)) throw invalidLink();
  const tokenHash = hashLinkToken(token);
  const [row] = await db
    .select({ share: ideaShares, idea: ideas, sharerName: profiles.fullName, sharerAccountName: user.name })
    .from(ideaShares)
    .innerJoin(ideas, eq(ideas.id, ideaShares.ideaId))
    .leftJoin(profiles, eq(profiles.id, ideaShares.sharedBy))
    .leftJoin(user, eq(user.id, ideaShares.sharedBy))
    .where(and(eq(ideaShares.tokenHash, tokenHash), eq(ideaShares.scope, 'public_link')));
  if (!row) throw invalidLink();
  const state = shareState(row.share, new Date());
  if (state === 'revoked') throw invalidLink();
  if (state === 'expired')
    throw new AppError('GONE', say({ id: 'server.links.expired', defaultMessage: 'Link has expired' }));
  return { ...row, tokenHash };
}

type FoundLink = Awaited<ReturnType<typeof findLink>>;

/** What the link gives, by the access module: view, on the whole idea or only its shared pages. */
const linkAccess = (viewer: Viewer, { share, idea }: FoundLink): Access =>
  resolveAccess({
    viewer,
    idea,
    shares: [],
    link: {
      accessType: 'view',
      expiresAt: share.expiresAt,
      revokedAt: share.revokedAt,
      sharedPages: share.sharedPages,
    },
    now: new Date(),
  });

/** Who shared what through a link — no content, and no idea at all behind a wrong token. */
export async function getLinkInfo(db: Db, token: string): Promise<LinkInfo> {
  const { share, sharerName, sharerAccountName } = await findLink(db, token);
  return {
    ideaId: share.ideaId,
    // Anyone may hold the link (before its password, too): the sharer by name, never by e-mail.
    sharedBy: getPublicName({ fullName: sharerName, accountName: sharerAccountName }),
    accessType: 'view',
    // A protected link says nothing of what it shares before its password: not even the message.
    message: share.passwordHash ? '' : share.message,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    pageIds: share.sharedPages,
    passwordRequired: share.passwordHash !== null,
  };
}

/**
 * Checks a protected link's password; right: the unlock key the holder sends with each read. Wrong passwords
 * are counted on the link; after LINK_PASSWORD_ATTEMPTS in a row it refuses every password for 15 minutes.
 */
export async function unlockLink(db: Db, secret: string, token: string, password: string): Promise<{ key: string }> {
  const { share, tokenHash } = await findLink(db, token);
  if (!share.passwordHash) return { key: '' };
  if (share.passwordLockedUntil && share.passwordLockedUntil.getTime() > Date.now()) {
    throw new AppError(
      'RATE_LIMITED',
      say({
        id: 'server.links.tooManyWrongPasswords',
        defaultMessage: 'Too many wrong passwords. Please try again later.',
      }),
    );
  }
  if (!(await verifyLinkPassword(password, share.passwordHash))) {
    await db
      .update(ideaShares)
      .set({
        failedPasswordAttempts: sql`case when ${ideaShares.failedPasswordAttempts} + 1 >= ${LINK_PASSWORD_ATTEMPTS} then 0 else ${ideaShares.failedPasswordAttempts} + 1 end`,
        passwordLockedUntil: sql`case when ${ideaShares.failedPasswordAttempts} + 1 >= ${LINK_PASSWORD_ATTEMPTS} then now() + ${`${LOCK_MS} milliseconds`}::interval else ${ideaShares.passwordLockedUntil} end`,
      })
      .where(eq(ideaShares.id, share.id));
    const message = say({ id: 'server.links.wrongPassword', defaultMessage: 'Wrong password' });
    throw new AppError('FORBIDDEN', message, [{ path: 'password', message }]);
  }
  await db
    .update(ideaShares)
    .set({ failedPasswordAttempts: 0, passwordLockedUntil: null })
    .where(eq(ideaShares.id, share.id));
  return { key: linkUnlockKey(secret, tokenHash, share.passwordHash) };
}

/** The link, once its password (if any) is proven by the unlock key; no content before that. */
async function openLink(db: Db, secret: string, token: string, key: string | undefined) {
  const link = await findLink(db, token);
  if (link.share.passwordHash && !isUnlockKey(secret, link.tokenHash, link.share.passwordHash, key)) {
    throw new AppError(
      'FORBIDDEN',
      say({ id: 'server.links.passwordNeeded', defaultMessage: 'This link needs its password' }),
    );
  }
  return link;
}

/** The idea page as the link shows it: read-only, and only the shared pages when the link names some. */
export async function readLinkedIdea(
  { db, secret, ideaPage }: LinksDeps,
  viewer: Viewer,
  token: string,
  key: string | undefined,
): Promise<IdeaPageView> {
  const link = await openLink(db, secret, token, key);
  const access = linkAccess(viewer, link);
  const [row] = await selectIdeaViews(db, null).where(eq(ideas.id, link.share.ideaId));
  return ideaPage.pageFor(db, toIdeaView(row!, access), access);
}

/** The idea a link shares and what it allows its holder (the collaboration socket's read-only link holders). */
export async function linkAccessOf(
  db: Db,
  secret: string,
  viewer: Viewer,
  token: string,
  key: string,
): Promise<{ ideaId: string; access: Access }> {
  const link = await openLink(db, secret, token, key);
  return { ideaId: link.share.ideaId, access: linkAccess(viewer, link) };
}

/** A page's content through a link (404 for a page the link does not share). */
export async function readLinkedContent(
  { db, secret, ideaPage }: LinksDeps,
  viewer: Viewer,
  token: string,
  key: string | undefined,
  pageId: string,
): Promise<PageContent> {
  const link = await openLink(db, secret, token, key);
  requireVisiblePage(linkAccess(viewer, link), pageId);
  return ideaPage.readContent(db, link.share.ideaId, pageId);
}

/**
 * The pending shared-link flow's last step (§4): a signed-in holder of a live link (its password proven)
 * claims it as a share of their own; what changes is the access module's decision (decideLinkClaim).
 * Idempotent: claims take turns on the holder's live share of the idea.
 */
export async function claimLink(
  db: Db,
  secret: string,
  viewer: { userId: string },
  token: string,
  key: string | undefined,
): Promise<{ ideaId: string }> {
  const { share, idea } = await openLink(db, secret, token, key);
  await db.transaction(async (tx) => {
    const ownLive = and(
      eq(ideaShares.ideaId, idea.id),
      eq(ideaShares.sharedWith, viewer.userId),
      liveShareSql(ideaShares),
    );
    const [own] = await tx.select().from(ideaShares).where(ownLive).for('update');
    const claim = decideLinkClaim({ viewer, idea, ownShare: own ?? null, link: share, now: new Date() });
    if (claim.change === 'none') return;
    const { sharedPages, expiresAt } = claim;
    if (claim.change === 'extend-share') {
      await tx.update(ideaShares).set({ sharedPages, expiresAt }).where(eq(ideaShares.id, own!.id));
      return;
    }
    await tx.insert(ideaShares).values({
      ideaId: idea.id,
      sharedBy: share.sharedBy,
      sharedWith: viewer.userId,
      scope: 'specific_users',
      accessType: 'view',
      message: share.message,
      sharedPages,
      expiresAt,
    });
  });
  return { ideaId: idea.id };
}
