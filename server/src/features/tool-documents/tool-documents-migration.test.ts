import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { SharedToolDocument, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { user } from '../../db/schema';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { migrationsBefore } from '../../testing/migrations-before';
import type { TestClient } from '../../testing/test-client';
import { createEmptyTestDatabase } from '../../testing/test-database';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectJson } from '../../testing/use-test-server';
import { DOCUMENTS, founder, put, scenario, type Scenario } from '../../testing/tool-document-test-helpers';

/** The migration that moves saved equity scenarios into tool_documents. */
const MIGRATION = '0006_tool_documents';

const before = migrationsBefore(MIGRATION);
let database: Database;
let server: TestServer;
let ada: TestClient;
const token = newLinkToken();
const seed = {
  id: '4f6c2b1e-8d1a-4c2e-9f3b-1a2b3c4d5e6f',
  created: '2026-01-05T09:00:00.000Z',
  updated: '2026-02-10T17:30:00.000Z',
};
const plain = {
  id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
  created: '2026-03-01T08:00:00.000Z',
  updated: '2026-03-02T08:00:00.000Z',
};
const seedFounders = [founder('founder-1', { name: 'Asha' }), founder('founder-2', { name: 'Ben', role: 'CTO' })];

/** Who saved the scenarios before the migration (written as the old schema had them, not by today's sign-up). */
const earlier = { id: 'earlier-owner-0000000000000000', email: 'earlier@example.com' };
let ownersAfterMigration: string[];

beforeAll(async () => {
  // The schema as it was before the migration: an account and two scenarios (one with a read-only link) written
  // straight into the old tables — today's server cannot sign up there, its profile has columns added since.
  database = await createEmptyTestDatabase();
  await database.migrate(before);
  const { db } = database;
  await db.execute(
    sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values (${earlier.id}, 'Ada Lovelace', ${earlier.email}, true, now(), now())`,
  );
  await db.execute(sql`
    insert into equity_scenarios (id, user_id, name, founders, share_token_hash, created_at, updated_at) values
      (${seed.id}, ${earlier.id}, 'Seed round', ${JSON.stringify(seedFounders)}::jsonb, ${hashLinkToken(token)}, ${seed.created}, ${seed.updated}),
      (${plain.id}, ${earlier.id}, 'Solo', ${JSON.stringify([founder('founder-1')])}::jsonb, null, ${plain.created}, ${plain.updated})`);
  await database.migrate();
  const owners = await rowsOf<{ user_id: string }>(db, sql`select distinct user_id from tool_documents`);
  ownersAfterMigration = owners.map((row) => row.user_id);
  // Then the server of today: Ada signs in to an account of her own, and the migrated scenarios are handed to it.
  server = await createTestServer({}, { database });
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'ada@example.com'));
  await db.execute(sql`update tool_documents set user_id = ${owner!.id} where user_id = ${earlier.id}`);
});

afterAll(async () => {
  await server.dispose();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('keeps each scenario with the account that saved it', () => {
    expect(ownersAfterMigration).toEqual([earlier.id]);
  });

  it('keeps every saved scenario, with its id, name, founders and times, at version 1', async () => {
    const list = await expectJson<ToolDocumentSummary[]>(await ada.request(DOCUMENTS), 200);
    expect(list).toEqual([
      { id: plain.id, name: 'Solo', summary: '1 founder', version: 1, isShared: false, updatedAt: plain.updated },
      { id: seed.id, name: 'Seed round', summary: '2 founders', version: 1, isShared: true, updatedAt: seed.updated },
    ]);
    expect(await expectJson<Scenario>(await ada.request(`${DOCUMENTS}/${seed.id}`), 200)).toEqual({
      id: seed.id,
      name: 'Seed round',
      data: { founders: seedFounders },
      version: 1,
      isShared: true,
      createdAt: seed.created,
      updatedAt: seed.updated,
    });
  });

  it('keeps the read-only link made before: it still opens the scenario, to anyone', async () => {
    const shared = await expectJson<SharedToolDocument<EquityScenarioData>>(
      await server.client().request(`/api/tools/equity-split/shared/${token}`),
      200,
    );
    expect(shared).toEqual({
      name: 'Seed round',
      data: { founders: seedFounders },
      sharedBy: 'Ada Lovelace',
      updatedAt: seed.updated,
    });
  });

  it('leaves the scenarios saveable (version 1 → 2) and the old table gone', async () => {
    const saved = await expectJson<Scenario>(
      await put(ada, plain.id, { ...scenario({ name: 'Solo, revised' }), version: 1 }),
      200,
    );
    expect(saved).toMatchObject({ name: 'Solo, revised', version: 2 });
    const [table] = await database.db
      .select({ name: sql<string | null>`to_regclass('equity_scenarios')::text` })
      .from(user)
      .limit(1);
    expect(table).toEqual({ name: null });
  });
});
