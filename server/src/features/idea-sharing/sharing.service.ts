import { say } from '@core/i18n/say';
import type { IdeaAccessList, ShareEntry, shareInputSchema, ShareResult } from '@core/ideas/share-contracts';
import { getDisplayName } from '@core/user/display-name';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ideaPages, ideas, ideaShares, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Notifier } from '../../notifications/notifier';
import { actorOf } from '../../notifications/recipients';
import { loadIdeaWithAccess, loadIdeasWithAccess, requirePermission, type Viewer } from '../../ideas/idea-access';
import { hashLinkPassword, hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { found, itemId } from '../../lib/not-found';

type ShareRequest = z.output<typeof shareInputSchema>;
export type SharingDeps = { db: Db; notifier: Notifier; appUrl: string };

const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The ideas to share: each must be the viewer's own (404 if unseen, 403 if only shared with them). */
async function ownedIdeas(db: Db, viewer: Viewer, ideaIds: string[]) {
  return (await loadIdeasWithAccess(db, viewer, ideaIds)).map(({ idea, access }) => {
    requirePermission(access, 'canShare', () =>
      say({ id: 'server.ideaSharing.onlyOwnerShares', defaultMessage: 'Only the owner can share an idea' }),
    );
    return idea;
  });
}

/**
 * Shares ideas (§5, §7): with people by e-mail (every address must be an account, else nothing is shared),
 * with the community, or by a public link (view only; its token is returned once and only its hash kept).
 */
export async function shareIdeas(
  { db, notifier, appUrl }: SharingDeps,
  viewer: { userId: string },
  input: ShareRequest,
): Promise<ShareResult> {
  const owned = await ownedIdeas(db, viewer, input.ideaIds);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw invalid(
      'expiresAt',
      say({ id: 'server.ideaSharing.expiryInPast', defaultMessage: 'The expiry must be in the future' }),
    );
  if (input.pageIds) {
    const pages = await db
      .select({ id: ideaPages.id })
      .from(ideaPages)
      .where(and(eq(ideaPages.ideaId, owned[0]!.id), inArray(ideaPages.id, input.pageIds)));
    if (pages.length !== new Set(input.pageIds).size)
      throw invalid(
        'pageIds',
        say({ id: 'server.ideaSharing.pageNotInIdea', defaultMessage: 'A chosen page is not part of this idea' }),
      );
  }
  const ideaUrl = (id: string) => `${appUrl}/tool/idea-garage/idea/${id}`;

  if (input.method === 'community') {
    await db.update(ideas).set({ isCommunityShared: true }).where(inArray(ideas.id, input.ideaIds));
    return { people: 0, links: [], community: true };
  }

  if (input.method === 'public-link') {
    const passwordHash = input.password ? await hashLinkPassword(input.password) : null;
    const tokens = owned.map((idea) => ({ idea, token: newLinkToken() }));
    await db.insert(ideaShares).values(
      tokens.map(({ idea, token }) => ({
        ideaId: idea.id,
        sharedBy: viewer.userId,
        scope: 'public_link' as const,
        accessType: 'view' as const,
        message: input.message,
        sharedPages: input.pageIds,
        expiresAt,
        tokenHash: hashLinkToken(token),
        passwordHash,
      })),
    );
    return {
      people: 0,
      links: tokens.map(({ idea, token }) => ({ ideaId: idea.id, url: `${ideaUrl(idea.id)}?share=${token}` })),
      community: false,
    };
  }

  const recipients = await db
    .select()
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, input.emails));
  for (const email of input.emails) {
    if (!recipients.some((profile) => profile.email?.toLowerCase() === email))
      throw invalid(
        'emails',
        say(
          {
            id: 'server.ideaSharing.recipientNotFound',
            defaultMessage: 'User with email {email} not found. They need to sign up first.',
          },
          { email },
        ),
      );
  }
  if (recipients.some((profile) => profile.id === viewer.userId))
    throw invalid(
      'emails',
      say({ id: 'server.ideaSharing.shareWithYourself', defaultMessage: 'You cannot share an idea with yourself' }),
    );
  // One live share per idea and recipient: sharing again replaces the terms (revoked ones stay, as history).
  await db.transaction(async (tx) => {
    await tx.delete(ideaShares).where(
      and(
        inArray(ideaShares.ideaId, input.ideaIds),
        inArray(
          ideaShares.sharedWith,
          recipients.map((recipient) => recipient.id),
        ),
        eq(ideaShares.scope, 'specific_users'),
        isNull(ideaShares.revokedAt),
      ),
    );
    await tx.insert(ideaShares).values(
      owned.flatMap((idea) =>
        recipients.map((recipient) => ({
          ideaId: idea.id,
          sharedBy: viewer.userId,
          sharedWith: recipient.id,
          scope: 'specific_users' as const,
          accessType: input.accessType,
          message: input.message,
          sharedPages: input.pageIds,
          expiresAt,
        })),
      ),
    );
  });
  // The shares stand even if a mail cannot be sent now; the recipient sees the idea on their board.
  const actor = await actorOf(db, viewer.userId);
  const recipientIds = recipients.map((recipient) => recipient.id);
  await notifier.ideasShared({ actor, ideas: owned, message: input.message, recipientIds });
  return { people: recipients.length, links: [], community: false };
}

/** Who can reach an idea: its shares and links, newest first (the owner's 'Manage access'). */
export async function listIdeaAccess(db: Db, viewer: Viewer, ideaId: string): Promise<IdeaAccessList> {
  const { idea, access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canShare', () =>
    say({ id: 'server.ideaSharing.onlyOwnerSeesAccess', defaultMessage: 'Only the owner can see who has access' }),
  );
  const rows = await db
    .select({ share: ideaShares, name: profiles.fullName, email: profiles.email })
    .from(ideaShares)
    .leftJoin(profiles, eq(profiles.id, ideaShares.sharedWith))
    .where(eq(ideaShares.ideaId, ideaId))
    .orderBy(desc(ideaShares.sharedAt));
  const shares = rows.map(({ share, name, email }): ShareEntry => ({
    id: share.id,
    kind: share.scope === 'public_link' ? 'link' : 'person',
    recipient: share.sharedWith ? { name: getDisplayName({ name, email }), email: email ?? '' } : null,
    accessType: share.accessType,
    pageIds: share.sharedPages,
    hasPassword: share.passwordHash !== null,
    message: share.message,
    sharedAt: share.sharedAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    revokedAt: share.revokedAt?.toISOString() ?? null,
  }));
  return { isCommunityShared: idea.isCommunityShared, shares };
}

/** Revokes a share or link of the viewer's idea: from the next request on, it gives nothing. */
export async function revokeShare(db: Db, viewer: Viewer, ideaId: string, shareId: string) {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canShare', () =>
    say({ id: 'server.ideaSharing.onlyOwnerRevokes', defaultMessage: 'Only the owner can revoke access' }),
  );
  const [revoked] = await db
    .update(ideaShares)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(ideaShares.id, itemId(shareId, 'Share')), eq(ideaShares.ideaId, ideaId), isNull(ideaShares.revokedAt)),
    )
    .returning({ id: ideaShares.id });
  found(revoked, 'Share');
}

/** Stops sharing an idea with the community. */
export async function stopCommunitySharing(db: Db, viewer: Viewer, ideaId: string) {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requirePermission(access, 'canShare', () =>
    say({
      id: 'server.ideaSharing.onlyOwnerChangesAccess',
      defaultMessage: 'Only the owner can change who has access',
    }),
  );
  await db.update(ideas).set({ isCommunityShared: false }).where(eq(ideas.id, ideaId));
}
