import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { ideaComments, ideas, ideaShares, ideaTags, profiles, tags, user } from '../db/schema';
import type { Viewer } from '../ideas/idea-access';
import type { TestClient } from './test-client';
import { createTestServer } from './test-server';

/** A user the board shows as an author: a profile with this full name and e-mail address, or none (undefined). */
async function insertPerson(db: Db, id: string, profile?: { fullName: string | null; email: string }) {
  await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  if (profile) await db.insert(profiles).values({ id, ...profile });
  return id;
}

/** Moments a microsecond apart or less from a millisecond's edge, where rounding instead of cutting would show. */
const at = (second: number, micros: string) => `2031-03-04 12:00:${String(second).padStart(2, '0')}.${micros}+00`;

/**
 * A test server whose board has every kind of card (board-json.test.ts, idea-json.test.ts): ideas of ada, bob, carol
 * and of authors with odd names, shared with each other in every way (live, expired, revoked, by link only),
 * community ideas, tags and comments at moments a microsecond from a millisecond's edge; and a client for each of
 * ada, bob, carol and a visitor, with the viewer it is.
 */
export async function boardOfEveryKind() {
  const server = await createTestServer();
  const db = server.database.db;
  const clients: Record<string, { client: TestClient; viewer: Viewer }> = {};
  for (const name of ['ada', 'bob', 'carol']) {
    const client = await server.signedInClient(
      `${name}@example.com`,
      `${name[0]!.toUpperCase()}${name.slice(1)} Tester`,
    );
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `${name}@example.com`));
    clients[name] = { client, viewer: { userId: account!.id } };
  }
  clients.visitor = { client: server.client(), viewer: null };
  const [ada, bob, carol] = [clients.ada!.viewer!.userId, clients.bob!.viewer!.userId, clients.carol!.viewer!.userId];
  // Names String#trim and Postgres's trim() read differently, a blank name, no name and an empty address, no profile.
  const dora = await insertPerson(db, 'dora', { fullName: '\u3000 Dora\u00a0Tab\t', email: 'dora@example.com' });
  const eve = await insertPerson(db, 'eve', { fullName: ' \n ', email: 'eve@example.com' });
  const gus = await insertPerson(db, 'gus', { fullName: null, email: '' });
  const fay = await insertPerson(db, 'fay');
  const gone = await insertPerson(db, 'gone', { fullName: 'Gone Soon', email: 'gone@example.com' });

  let second = 0;
  const micros = ['999999', '000999', '500000', '123456', '000000', '999000', '000001'];
  const idea = async (
    owner: string,
    fields: Partial<typeof ideas.$inferInsert> & { title: string },
    ideaTagNames: string[] = [],
  ) => {
    second += 1;
    const [row] = await db
      .insert(ideas)
      .values({ userId: owner, ...fields })
      .returning({ id: ideas.id });
    // To the microsecond (a Date holds milliseconds only).
    await db.execute(
      sql`update ${ideas} set created_at = ${at(second, micros[second % micros.length]!)}::timestamptz where id = ${row!.id}`,
    );
    for (const name of ideaTagNames) {
      const [tag] = await db
        .insert(tags)
        .values({ name })
        .onConflictDoUpdate({ target: tags.name, set: { name } })
        .returning({ id: tags.id });
      await db.insert(ideaTags).values({ ideaId: row!.id, tagId: tag!.id });
    }
    return row!.id;
  };
  const share = (ideaId: string, sharedWith: string, fields: Partial<typeof ideaShares.$inferInsert> = {}) =>
    db.insert(ideaShares).values({ ideaId, sharedBy: bob, sharedWith, scope: 'specific_users', ...fields });
  const DAY = 86_400_000;

  const kiosks = await idea(
    ada,
    {
      title: 'Solar kiosks',
      description:
        'Quotes " and \\ backslash, tab\t, newline\n, a \u0001 control, \u2028 separator, 🚀, </script>, café',
      category: 'Energy',
      priority: 'high',
      ideaScore: 0,
      costToValidate: 12_500,
      isPinned: true,
      isCommunityShared: true,
    },
    ['climate', 'Émoji 🚀', 'b-tag'],
  );
  await idea(
    ada,
    {
      title: 'Tutor marketplace',
      whyNow: 'Two\nlines',
      ideaScore: 10,
      costToValidate: 0.1,
      priority: 'low',
      category: 'Education',
    },
    ['edtech'],
  );
  await idea(
    ada,
    {
      title: '100% discount app',
      costToValidate: 999_999_999_999.99,
      efforts: 'Lots',
      validationGtm: 'Coupons_that work',
    },
    ['deals', 'climate'],
  );
  const sameMoment = await idea(ada, { title: 'Same moment A', costToValidate: 1234.5 });
  const twin = await idea(ada, { title: 'Same moment B' });
  await db.execute(
    sql`update ${ideas} set created_at = (select created_at from ${ideas} where id = ${sameMoment}) where id = ${twin}`,
  );

  // Bob's ideas reach Ada by every kind of share; some are also community ideas.
  await share(await idea(bob, { title: 'Shared view' }), ada, { accessType: 'view' });
  await share(await idea(bob, { title: 'Shared comment', priority: 'high' }, ['climate']), ada, {
    accessType: 'comment',
  });
  await share(await idea(bob, { title: 'Shared edit', category: 'climate' }), ada, { accessType: 'edit' });
  await share(await idea(bob, { title: 'Share expired' }), ada, {
    accessType: 'edit',
    expiresAt: new Date(Date.now() - DAY),
  });
  await share(await idea(bob, { title: 'Share expiring later' }), ada, {
    accessType: 'comment',
    expiresAt: new Date(Date.now() + DAY),
  });
  await share(await idea(bob, { title: 'Share revoked' }), ada, {
    accessType: 'edit',
    revokedAt: new Date(Date.now() - DAY),
  });
  await share(await idea(bob, { title: 'Share of some pages' }), ada, {
    accessType: 'edit',
    sharedPages: [randomUUID()],
  });
  const reshared = await idea(bob, { title: 'Revoked, then shared again' });
  await share(reshared, ada, { accessType: 'edit', revokedAt: new Date(Date.now() - DAY) });
  await share(reshared, ada, { accessType: 'view' });
  await share(await idea(bob, { title: 'Community, shared edit', isCommunityShared: true }), ada, {
    accessType: 'edit',
  });
  await share(await idea(bob, { title: 'Community, shared view', isCommunityShared: true, isPinned: true }), ada, {
    accessType: 'view',
  });
  await share(await idea(bob, { title: 'Community, shared comment', isCommunityShared: true }), ada, {
    accessType: 'comment',
  });
  await share(await idea(bob, { title: 'Link only' }), ada, {
    scope: 'public_link',
    sharedWith: null,
    tokenHash: randomUUID(),
  });
  await idea(bob, { title: 'Bob private' });

  await idea(carol, { title: 'Carol community', isCommunityShared: true, priority: 'high' }, ['Energy']);
  await idea(carol, { title: 'Carol private' });
  for (const [owner, title] of [
    [dora, 'By a name with odd spaces'],
    [eve, 'By a blank name'],
    [gus, 'By no name and no address'],
    [fay, 'By no profile'],
  ] as const) {
    await idea(owner, { title, isCommunityShared: true });
  }

  // More comments than a card shows, from every kind of author, two at the same moment.
  const comment = (ideaId: string, userId: string | null, content: string, createdAt: string) =>
    db.execute(
      sql`insert into ${ideaComments} (idea_id, user_id, content, created_at) values (${ideaId}, ${userId}, ${content}, ${createdAt}::timestamptz)`,
    );
  await comment(kiosks, bob, 'First "quoted"\nline', at(50, '000001'));
  await comment(kiosks, dora, 'Spaced name', at(51, '999999'));
  await comment(kiosks, eve, 'Blank name', at(52, '500500'));
  await comment(kiosks, gone, 'Soon deleted', at(53, '123999'));
  await comment(kiosks, carol, 'Same moment 1', at(54, '000999'));
  await comment(kiosks, bob, 'Same moment 2', at(54, '000999'));
  await db.delete(user).where(eq(user.id, gone));
  const [community] = await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.title, 'Carol community'));
  await comment(community!.id, fay, 'By no profile', at(55, '000000'));
  return { server, db, clients };
}

/** boardOfEveryKind() for a test file: made before its tests and disposed after them; its fields are read in the tests. */
export function boardOfEveryKindForTests() {
  const board = {} as Awaited<ReturnType<typeof boardOfEveryKind>>;
  beforeAll(async () => void Object.assign(board, await boardOfEveryKind()));
  afterAll(() => board.server.dispose());
  return board;
}
