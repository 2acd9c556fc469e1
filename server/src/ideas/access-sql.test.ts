import { isLiveShare, resolveAccess } from '@core/ideas/access';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { ideas, ideaShares, user } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { accessSql, canViewSql, liveShareSql, nextLiveShareExpiry } from './access-sql';

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
  await database.db
    .insert(user)
    .values([OWNER, RECIPIENT, SOMEONE_ELSE].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});
afterAll(() => database.close());

type ShareRow = typeof ideaShares.$inferInsert;
const toRecipient = (fields: Partial<ShareRow> = {}): Partial<ShareRow> => ({
  scope: 'specific_users',
  sharedWith: RECIPIENT,
  ...fields,
});
const publicLink = (fields: Partial<ShareRow> = {}): Partial<ShareRow> => ({
  scope: 'public_link',
  tokenHash: randomUUID(),
  ...fields,
});

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
  'recipient, revoked, and shared again': () => [
    toRecipient({ revokedAt: BEFORE }),
    toRecipient({ accessType: 'comment' }),
  ],
  'shared with someone else': () => [toRecipient({ sharedWith: SOMEONE_ELSE })],
  'link, no password': () => [publicLink()],
  'link with a password': () => [publicLink({ passwordHash: 'scrypt$x' })],
  'link of some pages': () => [publicLink({ sharedPages: [randomUUID()] })],
  'revoked link': () => [publicLink({ revokedAt: BEFORE })],
};
const VIEWERS = {
  owner: { userId: OWNER },
  'recipient (or link holder, community viewer, unrelated user)': { userId: RECIPIENT },
  visitor: null,
};

describe('liveShareSql', () => {
  it('agrees with isLiveShare on every revoked × expiry state, the very instant of expiry included', async () => {
    const ideaId = (
      await database.db.insert(ideas).values({ userId: OWNER, title: 'Live shares' }).returning({ id: ideas.id })
    )[0]!.id;
    const states = [null, BEFORE].flatMap((revokedAt) =>
      [null, BEFORE, NOW, AFTER].map((expiresAt) => ({ revokedAt, expiresAt })),
    );
    await database.db
      .insert(ideaShares)
      .values(states.map((state) => ({ ideaId, sharedBy: OWNER, ...toRecipient(state) }) as ShareRow));
    const rows = await database.db
      .select({
        revokedAt: ideaShares.revokedAt,
        expiresAt: ideaShares.expiresAt,
        live: sql<boolean>`${liveShareSql(ideaShares, AT_NOW)}`,
      })
      .from(ideaShares)
      .where(sql`${ideaShares.ideaId} = ${ideaId}`);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect([row, row.live]).toEqual([row, isLiveShare(row, NOW)]);
    expect(rows.filter((row) => row.live)).toHaveLength(2);
  });
});

describe('nextLiveShareExpiry', () => {
  it("is the first expiry to come among the viewer's live shares: not a revoked one's, an expired one's or another user's", async () => {
    const ideaId = (
      await database.db.insert(ideas).values({ userId: OWNER, title: 'Expiring shares' }).returning({ id: ideas.id })
    )[0]!.id;
    // One instant for the whole test (read again per call, a second could turn between the rows and the check).
    const now = Math.floor(Date.now() / 1000) * 1000;
    const inHours = (hours: number) => new Date(now + hours * 3_600_000);
    await database.db
      .insert(ideaShares)
      .values(
        [
          toRecipient({ expiresAt: inHours(1), revokedAt: BEFORE }),
          toRecipient({ expiresAt: inHours(-1) }),
          toRecipient({ expiresAt: inHours(3) }),
          toRecipient({ expiresAt: inHours(2) }),
          toRecipient(),
          toRecipient({ sharedWith: SOMEONE_ELSE, expiresAt: inHours(0.5) }),
        ].map((share) => ({ ideaId, sharedBy: OWNER, ...share }) as ShareRow),
      );
    const next = async (viewer: string | null) => {
      const at = nextLiveShareExpiry(viewer === null ? null : sql.placeholder('viewer'));
      const query = database.db
        .select({ ms: sql<number | null>`(extract(epoch from ${at}::timestamptz) * 1000)::float8` })
        .from(sql`(select 1) one`);
      const [row] = await query.prepare(`next_expiry_${viewer ?? 'visitor'}`).execute({ viewer });
      return row!.ms;
    };
    expect(await next(RECIPIENT)).toBe(inHours(2).getTime());
    expect(await next(SOMEONE_ELSE)).toBe(inHours(0.5).getTime());
    expect(await next(OWNER)).toBeNull();
    expect(await next(null)).toBeNull();
  });
});

type Case = { ideaId: string; setup: string; isCommunityShared: boolean };

/** One idea per community × share setup, with its shares. */
async function insertMatrix(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const isCommunityShared of [false, true]) {
    for (const [setup, sharesOf] of Object.entries(SHARE_SETUPS)) {
      const shares = sharesOf();
      const [idea] = await database.db
        .insert(ideas)
        .values({ userId: OWNER, title: setup, isCommunityShared })
        .returning({ id: ideas.id });
      if (shares.length > 0)
        await database.db
          .insert(ideaShares)
          .values(shares.map((share) => ({ ideaId: idea!.id, sharedBy: OWNER, ...share }) as ShareRow));
      cases.push({ ideaId: idea!.id, setup, isCommunityShared });
    }
  }
  return cases;
}

describe('when no link is presented (the board)', () => {
  let cases: Case[];
  let allShares: (typeof ideaShares.$inferSelect)[];
  beforeAll(async () => {
    cases = await insertMatrix();
    allShares = await database.db.select().from(ideaShares);
  });

  /** resolveAccess on a case, for a viewer, with the viewer's shares of its idea. */
  const resolved = (viewer: (typeof VIEWERS)[keyof typeof VIEWERS], { ideaId, isCommunityShared }: Case) => {
    const shares = allShares.filter(
      (share) => share.ideaId === ideaId && viewer !== null && share.sharedWith === viewer.userId,
    );
    return resolveAccess({ viewer, idea: { userId: OWNER, isCommunityShared }, shares, now: NOW });
  };

  it('canViewSql agrees with resolveAccess(…).canView for every viewer × community × share combination', async () => {
    let visibleSomewhere = 0;
    for (const [viewerName, viewer] of Object.entries(VIEWERS)) {
      const rows = await database.db
        .select({ id: ideas.id, visible: sql<boolean>`${canViewSql(viewer?.userId ?? null, AT_NOW)}` })
        .from(ideas);
      for (const matrixCase of cases) {
        const { setup, isCommunityShared } = matrixCase;
        const visible = rows.find((row) => row.id === matrixCase.ideaId)!.visible;
        expect({ viewerName, setup, isCommunityShared, visible }).toEqual({
          viewerName,
          setup,
          isCommunityShared,
          visible: resolved(viewer, matrixCase).canView,
        });
        if (visible) visibleSomewhere++;
      }
    }
    // Not a vacuous agreement: the owner sees all 30; the recipient the 15 community ideas and 6 private ones
    // with a live share to them; a visitor the 15 community ideas.
    expect(visibleSomewhere).toBe(30 + 21 + 15);
  });

  it('accessSql agrees with resolveAccess cell by cell: source, access type and every permission, for every combination', async () => {
    const seen = new Set<string>();
    for (const [viewerName, viewer] of Object.entries(VIEWERS)) {
      const decided = (column: string) => sql.raw(`access.${column}`);
      const rows = await database.db
        .select({
          id: ideas.id,
          sourceType: decided('source_type'),
          accessType: decided('access_type'),
          canComment: decided('can_comment'),
          canEdit: decided('can_edit'),
          canShare: decided('can_share'),
          canPin: decided('can_pin'),
          canDelete: decided('can_delete'),
        })
        .from(ideas)
        .crossJoinLateral(sql`(${accessSql(viewer?.userId ?? null, AT_NOW)}) access`);
      for (const matrixCase of cases) {
        const { id: _id, ...actual } = rows.find((row) => row.id === matrixCase.ideaId)!;
        const { sourceType, accessType, canComment, canEdit, canShare, canPin, canDelete } = resolved(
          viewer,
          matrixCase,
        );
        const expected = { sourceType, accessType, canComment, canEdit, canShare, canPin, canDelete };
        const where = { viewerName, setup: matrixCase.setup, isCommunityShared: matrixCase.isCommunityShared };
        expect({ ...where, ...actual }).toEqual({ ...where, ...expected });
        seen.add(`${expected.sourceType} ${expected.accessType} ${expected.canShare}`);
      }
    }
    // Not a vacuous agreement: every answer the access module gives without a link comes up.
    expect([...seen].sort()).toEqual([
      'community comment false',
      'community view false',
      'null null false',
      'personal edit true',
      'shared comment false',
      'shared edit false',
      'shared view false',
    ]);
  });
});
