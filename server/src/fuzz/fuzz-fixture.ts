import { TOOLS } from '@core/tools/tool-catalogue';
import { TOOLS_WITH_DOCUMENTS } from '@core/tools/tool-documents';
import type { ShareResult } from '@core/ideas/share-contracts';
import { eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MAIN_PAGE_ID } from '@core/idea-page/page-contracts';
import type { Db } from '../db/client';
import {
  ideaCollabStates,
  ideaComments,
  ideaPages,
  ideaProperties,
  ideaShares,
  ideas,
  ideaWidgets,
  session,
  toolDocuments,
  user,
} from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { linkIn, type TestServer } from '../testing/test-server';
import { TOOL_MODULES } from '../tool-modules';
import type { FixtureTable, PlatformParamKind } from './fuzz-route';
import type { FuzzSeedContext } from './fuzz-seed';

export type Viewer = 'owner' | 'other' | 'visitor';
export const VIEWERS: readonly Viewer[] = ['owner', 'other', 'visitor'];

export type FuzzFixture = {
  clients: Record<Viewer, TestClient>;
  /** Real ids and tokens, by kind: the app's own, and each tool's from its module's fuzz seed. */
  pools: Record<PlatformParamKind, string[]> & Record<string, string[]>;
  /** Real cursors of the board and of the comments. */
  cursors: string[];
  /** The key that the password of the protected link unlocks (sent in its header). */
  linkKeys: string[];
  /** Puts the fixture's rows back as they were (after a write that succeeded changed or deleted them). */
  restore(): Promise<void>;
};

const expectOk = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`Fixture request failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const send = async <T>(client: TestClient, path: string, json: unknown, method = 'POST') =>
  expectOk<T>(await client.request(path, { method, json }));

/** What a tool's fuzz seed is given: `client`'s requests, `other`'s, and the links `server` mailed. */
export const fuzzSeedContext = (server: TestServer, client: TestClient, other: TestClient): FuzzSeedContext => ({
  send: (path, json, method) => send(client, path, json, method),
  sendAsOther: (path, json, method) => send(other, path, json, method),
  read: async (path) => expectOk(await client.request(path)),
  linkMailedTo: (to) => linkIn(server.mails.findLast((mail) => mail.to === to)),
});

/**
 * The rows of each table that the fixture made, read once, to upsert back in this order (parents first); `whole`:
 * the tables that hold the fixture's rows alone, whose other rows a write added.
 */
async function rowsToRestore(db: Db, ownerId: string, ideaIds: string[]) {
  const byIdea = (table: FixtureTable & { ideaId: PgColumn }) =>
    db
      .select()
      .from(table as PgTable)
      .where(inArray(table.ideaId, ideaIds));
  const documents = await db.select().from(toolDocuments).where(eq(toolDocuments.userId, ownerId));
  // Parents first: a sub-page after its parent.
  const pages = ((await byIdea(ideaPages)) as (typeof ideaPages.$inferSelect)[]).sort(
    (a, b) => Number(a.parentPageId !== null) - Number(b.parentPageId !== null),
  );
  const tables: [FixtureTable, Record<string, unknown>[]][] = [
    [ideas, await db.select().from(ideas).where(inArray(ideas.id, ideaIds))],
    [ideaPages, pages],
    [ideaProperties, (await byIdea(ideaProperties)) as Record<string, unknown>[]],
    [ideaWidgets, (await byIdea(ideaWidgets)) as Record<string, unknown>[]],
    [ideaShares, (await byIdea(ideaShares)) as Record<string, unknown>[]],
    [ideaComments, (await byIdea(ideaComments)) as Record<string, unknown>[]],
    [toolDocuments, documents],
  ];
  // The tools' tables hold the fixture's rows alone (the owner's, made through the tools' routes): all of them.
  const whole: [FixtureTable, Record<string, unknown>[]][] = [];
  for (const table of TOOL_MODULES.flatMap((module) => module.fuzz?.tables ?? []))
    whole.push([table, await db.select().from(table as PgTable)]);
  return { tables: [...tables, ...whole], whole };
}

/**
 * The owner's data the fuzzer aims at: a private idea with pages, properties, a widget and comments, public
 * links to it (one with a password, one scoped to a page), an idea shared with the other user to edit, a
 * community idea, a saved equity scenario (a tool document) with its link, each tool module's rows as its fuzz seed
 * makes them, and one private idea of the other user's.
 */
export async function createFuzzFixture(server: TestServer): Promise<FuzzFixture> {
  const owner = await server.signedInClient('owner@example.com', 'Olive Owner');
  const other = await server.signedInClient('other@example.com', 'Oscar Other');
  const newIdea = async (client: TestClient, title: string) =>
    (await send<{ id: string }>(client, '/api/ideas', { title, tags: ['fuzz', 'seed'] })).id;

  const [privateIdea, sharedIdea, communityIdea] = [
    await newIdea(owner, 'Private idea'),
    await newIdea(owner, 'Shared idea'),
    await newIdea(owner, 'Community idea'),
  ];
  const othersIdea = await newIdea(other, "Other's idea");
  const ideaPath = `/api/ideas/${privateIdea}`;
  const page = (await send<{ id: string }>(owner, `${ideaPath}/pages`, { title: 'Research' })).id;
  const subPage = (await send<{ id: string }>(owner, `${ideaPath}/pages`, { title: 'Interviews', parentPageId: page }))
    .id;
  await send(
    owner,
    `${ideaPath}/pages/${page}/content`,
    {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Notes' }] }] },
      version: 0,
    },
    'PUT',
  );
  const selectProperty = (
    await send<{ id: string }>(owner, `${ideaPath}/properties`, {
      label: 'Stage',
      type: 'select',
      options: ['Idea', 'MVP'],
    })
  ).id;
  const textProperty = (await send<{ id: string }>(owner, `${ideaPath}/properties`, { label: 'Notes', type: 'text' }))
    .id;
  const widget = (await send<{ id: string }>(owner, `${ideaPath}/widgets`, { type: 'youtube' })).id;
  for (const content of ['First', 'Second', 'Third']) await send(owner, `${ideaPath}/comments`, { content });

  await send(owner, '/api/shares', {
    ideaIds: [sharedIdea],
    method: 'email',
    emails: ['other@example.com'],
    accessType: 'edit',
  });
  await send(owner, '/api/shares', { ideaIds: [communityIdea], method: 'community' });
  const tokenOf = (result: ShareResult) => new URL(result.links[0]!.url).searchParams.get('share')!;
  const passwordLink = tokenOf(
    await send<ShareResult>(owner, '/api/shares', {
      ideaIds: [privateIdea],
      method: 'public-link',
      password: 'open sesame',
    }),
  );
  const pageLink = tokenOf(
    await send<ShareResult>(owner, '/api/shares', { ideaIds: [privateIdea], method: 'public-link', pageIds: [page] }),
  );
  const { key } = await send<{ key: string }>(other, `/api/links/${passwordLink}/unlock`, { password: 'open sesame' });
  const shares = [privateIdea, sharedIdea].map(
    async (id) => (await expectOk<{ shares: { id: string }[] }>(await owner.request(`/api/ideas/${id}/shares`))).shares,
  );
  const shareIds = (await Promise.all(shares)).flat().map((share) => share.id);

  const founder = (id: string) => ({
    id,
    name: `Founder ${id}`,
    role: 'CEO',
    contribution: 50,
    commitment: 100,
    experience: 60,
    vesting: { totalMonths: 48, cliffMonths: 12 },
  });
  const scenario = (
    await send<{ id: string }>(owner, '/api/tools/equity-split/documents', {
      name: 'Fuzz plan',
      data: { founders: [founder('a'), founder('b')] },
    })
  ).id;
  const scenarioToken = (await send<{ token: string }>(owner, `/api/tools/equity-split/documents/${scenario}/link`, {}))
    .token;
  // A suggestion of each of the fixture's users in the Investor Directory (a waiting entry each can or cannot touch).
  const suggestion = async (client: TestClient, name: string) =>
    (
      await send<{ slug: string }>(client, '/api/directories/investor-directory/suggestions', {
        name,
        url: 'https://fund.example.com/',
        description: 'A fund that invests at seed.',
        facets: ['stage:seed'],
      })
    ).slug;
  const suggestions = [await suggestion(owner, 'Owner Fund'), await suggestion(other, 'Other Fund')];
  // Each tool's rows, as its module seeds them (tool-modules.test.ts holds each seed to its routes' kinds).
  const seedContext = fuzzSeedContext(server, owner, other);
  const toolPools: Record<string, string[]> = {};
  for (const module of TOOL_MODULES) Object.assign(toolPools, await module.fuzz?.seed?.(seedContext));

  const cursorOf = async (path: string) =>
    (await expectOk<{ nextCursor: string | null }>(await owner.request(path))).nextCursor!;
  const cursors = [await cursorOf('/api/ideas?limit=1'), await cursorOf(`${ideaPath}/comments?limit=1`)];

  const { db } = server.database;
  const [ownerRow] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'owner@example.com'));
  // A third account's session: ending it is refused to everyone the fuzzer plays (their own would sign them out).
  await server.signedInClient('stranger@example.com', 'Sam Stranger');
  const [strangerSession] = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, 'stranger@example.com'));
  const fixtureIdeas = [privateIdea, sharedIdea, communityIdea, othersIdea];
  const saved = await rowsToRestore(db, ownerRow!.id, fixtureIdeas);
  const ofFixture = inArray(ideaCollabStates.ideaId, fixtureIdeas);
  const states = await db.select().from(ideaCollabStates).where(ofFixture);
  return {
    clients: { owner, other, visitor: server.client() },
    pools: {
      idea: [privateIdea, sharedIdea, communityIdea, othersIdea],
      page: [page, subPage, MAIN_PAGE_ID],
      property: [selectProperty, textProperty],
      widget: [widget],
      share: shareIds,
      // Each tool that keeps documents (the equity scenario is none of the others'), one that keeps none, a
      // directory (its suggestions are there), and one that does not exist.
      tool: [
        ...TOOLS_WITH_DOCUMENTS,
        TOOLS.find((tool) => !TOOLS_WITH_DOCUMENTS.includes(tool.id))!.id,
        'investor-directory',
        'no-such-tool',
      ],
      document: [scenario],
      session: [strangerSession!.id],
      linkToken: [passwordLink, pageLink],
      documentToken: [scenarioToken],
      // The directories' entries: the users' suggestions, one the app ships, and one that does not exist.
      directoryEntry: [...suggestions, 'y-combinator', 'no-such-entry'],
      ...toolPools,
    },
    cursors,
    linkKeys: [key],
    async restore() {
      // First what a write added to the tools' tables (children first): a round a Team Culture Pulse request opened
      // would keep the fixture's own, open, from being put back (one open round a survey).
      for (const [table, rows] of [...saved.whole].reverse())
        await db.delete(table as PgTable).where(
          notInArray(
            table.id,
            rows.map((row) => row.id as string),
          ),
        );
      for (const [table, rows] of saved.tables) {
        for (const row of rows)
          await db
            .insert(table)
            .values(row as never)
            .onConflictDoUpdate({ target: table.id, set: row as never });
      }
      // The pages' Yjs states go back with their JSON copies (ADR 0113: a PUT the fuzzer made changed both).
      await db.delete(ideaCollabStates).where(ofFixture);
      if (states.length > 0) await db.insert(ideaCollabStates).values(states);
    },
  };
}
