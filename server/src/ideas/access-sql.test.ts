import { isLiveShare, resolveAccess } from '@core/ideas/access';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { ideas, ideaShares, user } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { canViewSql, liveShareSql } from './access-sql';

/*
 * The SQL forms of the access module's rules against the rules themselves, on the same rows and the same clock
 * (a fixed `now`, given to both): the live-share rule, and who may see an idea when no link is presented (the
 * board), over every combination the authorization matrix enumerates — and more.
 */

const NOW = new Date('2031-03-04T12:00:00Z');
const AT_NOW = sql`${NOW.toISOString()}::timestamptz`;
const BEFORE = new Date(NOW.getTime() - 3_600_000);
const AFTER = new Date(NOW.getTime() + 3_600_000);

let database: Database;
const [OWNER, RECIPIENT, SOMEONE_ELSE] = ['owner', 'recipient', 'someone-else'];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values([OWNER, RECIPIENT, SOMEONE_ELSE].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});
afterAll(() => database.close());

type ShareRow = typeof ideaShares.$inferInsert;
const toRecipient = (fields: Partial<ShareRow> = {}): Partial<ShareRow> => ({ scope: 'specific_users', sharedWith: RECIPIENT, ...fields });
const publicLink = (fields: Partial<ShareRow> = {}): Partial<ShareRow> => ({ scope: 'public_link', tokenHash: randomUUID(), ...fields });

/** The ways into an idea the matrix sets up (a link never puts an idea on a board, so links are here too), made afresh for each idea. */
const SHARE_SETUPS: Record<string, () => Partial<ShareRow>[]> = {
  none: () => [],
  'recipient view': () => [toRecipient({ accessType: 'view' })],
  'recipient comment': () => [toRecipient({ accessType: 'comment' })],
  'recipient edit': () => [toRecipient({ accessType: 'edit' })],
  'recipient, expired': () => [toRecipient({ accessType: 'edit', expiresAt: BEFORE })],
  'recipient, expiring this instant': () => [toRecipient({ accessType: 'edit', expiresAt: NOW })],
  'recipient, expiring later': () => [toRecipient({ accessType: 'view', expiresAt: AFTER })],
  'recipient, revoked': () => [toRecipient({ accessType: 'edit', revokedAt: BEFORE })],
  'recipient edit, some pages': () => [toRecipient({ accessType: 'edit', sharedPages: [randomUUID()] })],
  'recipient, revoked, and shared again': () => [toRecipient({ revokedAt: BEFORE }), toRecipient({ accessType: 'comment' })],
  'shared with someone else': () => [toRecipient({ sharedWith: SOMEONE_ELSE })],
  'link, no password': () => [publicLink()],
  'link with a password': () => [publicLink({ passwordHash: 'scrypt$x' })],
  'link of some pages': () => [publicLink({ sharedPages: [randomUUID()] })],
  'revoked link': () => [publicLink({ revokedAt: BEFORE })],
};
const VIEWERS = { owner: { userId: OWNER }, 'recipient (or link holder, community viewer, unrelated user)': { userId: RECIPIENT }, visitor: null };

describe('liveShareSql', () => {
  it('agrees with isLiveShare on every revoked × expiry state, the very instant of expiry included', async () => {
    const ideaId = (await database.db.insert(ideas).values({ userId: OWNER, title: 'Live shares' }).returning({ id: ideas.id }))[0]!.id;
    const states = [null, BEFORE].flatMap((revokedAt) => [null, BEFORE, NOW, AFTER].map((expiresAt) => ({ revokedAt, expiresAt })));
    await database.db.insert(ideaShares).values(states.map((state) => ({ ideaId, sharedBy: OWNER, ...toRecipient(state) }) as ShareRow));
    const rows = await database.db
      .select({ revokedAt: ideaShares.revokedAt, expiresAt: ideaShares.expiresAt, live: sql<boolean>`${liveShareSql(ideaShares, AT_NOW)}` })
      .from(ideaShares)
      .where(sql`${ideaShares.ideaId} = ${ideaId}`);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect([row, row.live]).toEqual([row, isLiveShare(row, NOW)]);
    expect(rows.filter((row) => row.live)).toHaveLength(2);
  });
});

describe('canViewSql', () => {
  it('agrees with resolveAccess(…).canView for every viewer × community × share combination', async () => {
    const cases: { ideaId: string; setup: string; isCommunityShared: boolean }[] = [];
    for (const isCommunityShared of [false, true]) {
      for (const [setup, sharesOf] of Object.entries(SHARE_SETUPS)) {
        const shares = sharesOf();
        const [idea] = await database.db.insert(ideas).values({ userId: OWNER, title: setup, isCommunityShared }).returning({ id: ideas.id });
        if (shares.length > 0) await database.db.insert(ideaShares).values(shares.map((share) => ({ ideaId: idea!.id, sharedBy: OWNER, ...share }) as ShareRow));
        cases.push({ ideaId: idea!.id, setup, isCommunityShared });
      }
    }
    const allShares = await database.db.select().from(ideaShares);
    let visibleSomewhere = 0;
    for (const [viewerName, viewer] of Object.entries(VIEWERS)) {
      const rows = await database.db
        .select({ id: ideas.id, visible: sql<boolean>`${canViewSql(viewer?.userId ?? null, AT_NOW)}` })
        .from(ideas);
      for (const { ideaId, setup, isCommunityShared } of cases) {
        const shares = allShares.filter((share) => share.ideaId === ideaId && viewer !== null && share.sharedWith === viewer.userId);
        const expected = resolveAccess({ viewer, idea: { userId: OWNER, isCommunityShared }, shares, now: NOW }).canView;
        const visible = rows.find((row) => row.id === ideaId)!.visible;
        expect({ viewerName, setup, isCommunityShared, visible }).toEqual({ viewerName, setup, isCommunityShared, visible: expected });
        if (visible) visibleSomewhere++;
      }
    }
    // Not a vacuous agreement: the owner sees all 30; the recipient the 15 community ideas and 6 private ones
    // with a live share to them; a visitor the 15 community ideas.
    expect(visibleSomewhere).toBe(30 + 21 + 15);
  });
});
