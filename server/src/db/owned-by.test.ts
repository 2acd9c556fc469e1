import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { expectJson, useTestServer } from '../testing/use-test-server';
import { ownedBy } from './owned-by';
import { complianceFilings, user } from './schema';

/*
 * Two users' rows in one owned table. A list built on ownedBy shows each user their own rows only: dropping the
 * owner filter from Your AI CA's list query (listFilings) fails the first case, as it did when tried.
 */
const t = useTestServer();
const FILINGS = '/api/your-ai-ca/filings';
const filing = (type: string) => ({ type, period: '2099-01', dueDate: '2099-02-15', recurrence: 'monthly' });
const listedTypes = async (client: TestClient) =>
  (await expectJson<{ filings: { type: string }[] }>(await client.request('/api/your-ai-ca'), 200)).filings.map(
    (row) => row.type,
  );
const idOf = async (email: string) =>
  (await t.server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

beforeAll(async () => {
  for (const [client, type] of [
    [t.ada, "Ada's return"],
    [t.bob, "Bob's return"],
    [t.bob, "Bob's second return"],
  ] as const) {
    await expectJson(await client.post(FILINGS, filing(type)), 201);
  }
});

describe('ownedBy', () => {
  it("keeps one user's list free of another's rows", async () => {
    expect(await listedTypes(t.ada)).toEqual(["Ada's return"]);
    expect((await listedTypes(t.bob)).sort()).toEqual(["Bob's return", "Bob's second return"]);
  });

  it('reads only the rows the user owns, and those of them the other conditions keep', async () => {
    const { db } = t.server.database;
    const bobId = await idOf('bob@example.com');
    const typesOf = async (where: ReturnType<typeof ownedBy>) =>
      (await db.select({ type: complianceFilings.type }).from(complianceFilings).where(where))
        .map((row) => row.type)
        .sort();
    expect(await typesOf(ownedBy(complianceFilings, bobId))).toEqual(["Bob's return", "Bob's second return"]);
    expect(await typesOf(ownedBy(complianceFilings, bobId, eq(complianceFilings.type, "Bob's return")))).toEqual([
      "Bob's return",
    ]);
    expect(await typesOf(ownedBy(complianceFilings, bobId, eq(complianceFilings.type, "Ada's return")))).toEqual([]);
  });
});
