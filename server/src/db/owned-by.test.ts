import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { DOCUMENTS, documentHelpers, scenario } from '../testing/tool-document-test-helpers';
import { expectJson, useTestServer } from '../testing/use-test-server';
import { ownedBy } from './owned-by';
import { toolDocuments } from './schema';

/*
 * Two users' rows in one owned table (a shared one: the tools' tables are their folders'). A list built on ownedBy
 * shows each user their own rows only: dropping the owner filter from the tool documents' list query
 * (listDocuments) fails the first case, as it did when tried.
 */
const t = useTestServer();
const { userIdOf } = documentHelpers(t);
const listedNames = async (client: TestClient) =>
  (await expectJson<{ name: string }[]>(await client.request(DOCUMENTS), 200)).map((row) => row.name);

beforeAll(async () => {
  for (const [client, name] of [
    [t.ada, "Ada's plan"],
    [t.bob, "Bob's plan"],
    [t.bob, "Bob's second plan"],
  ] as const) {
    await expectJson(await client.post(DOCUMENTS, scenario({ name })), 201);
  }
});

describe('ownedBy', () => {
  it("keeps one user's list free of another's rows", async () => {
    expect(await listedNames(t.ada)).toEqual(["Ada's plan"]);
    expect((await listedNames(t.bob)).sort()).toEqual(["Bob's plan", "Bob's second plan"]);
  });

  it('reads only the rows the user owns, and those of them the other conditions keep', async () => {
    const { db } = t.server.database;
    const bobId = await userIdOf('bob@example.com');
    const namesOf = async (where: ReturnType<typeof ownedBy>) =>
      (await db.select({ name: toolDocuments.name }).from(toolDocuments).where(where)).map((row) => row.name).sort();
    expect(await namesOf(ownedBy(toolDocuments, bobId))).toEqual(["Bob's plan", "Bob's second plan"]);
    expect(await namesOf(ownedBy(toolDocuments, bobId, eq(toolDocuments.name, "Bob's plan")))).toEqual(["Bob's plan"]);
    expect(await namesOf(ownedBy(toolDocuments, bobId, eq(toolDocuments.name, "Ada's plan")))).toEqual([]);
  });
});
