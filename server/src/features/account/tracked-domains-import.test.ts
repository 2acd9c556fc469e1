import { accountExportSchema, type AccountExport } from '@core/account/export-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedDomains, user } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The Domain Tracker's domains in 'Export my data' and 'Import data' (ADR 0029, 0030, 0055): exported by name, without
 * what the owner was last told of; imported once, each name read as the tracker reads it, the cap held.
 */

let server: TestServer;
let owner: TestClient;
let exported: AccountExport;

const exportOf = async (client: TestClient) => accountExportSchema.parse(await (await client.request('/api/account/export')).json());
const newAccount = async (name: string) => {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const client = await server.signedInClient(email);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { client, userId: row!.id };
};
/** Tracks domains as the tracker keeps them, without asking a registry. */
const track = (userId: string, ...rows: Omit<typeof trackedDomains.$inferInsert, 'userId'>[]) => server.database.db.insert(trackedDomains).values(rows.map((row) => ({ userId, ...row })));

/** The owner's three domains, as the export must write them: by name, ISO moments, nothing of notified_state. */
const ownerDomains = [
  { name: 'alpha.com', status: 'available', expiresAt: null, registrar: null, lastCheckedAt: '2026-11-21T08:30:00.000Z', createdAt: '2026-11-02T09:00:00.000Z' },
  { name: 'founder.xyz', status: 'unknown', expiresAt: null, registrar: null, lastCheckedAt: null, createdAt: '2026-11-03T09:00:00.000Z' },
  {
    name: 'zeta.io',
    status: 'registered',
    expiresAt: '2030-03-14T04:00:00.000Z',
    registrar: 'Example Registrar, Inc.',
    lastCheckedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
  },
];

beforeAll(async () => {
  server = await createTestServer();
  const account = await newAccount('domains-owner');
  owner = account.client;
  // Added out of name order, with a notified state the export must leave out.
  await track(
    account.userId,
    { name: 'zeta.io', status: 'registered', expiresAt: new Date('2030-03-14T04:00:00Z'), registrar: 'Example Registrar, Inc.', lastCheckedAt: new Date('2026-11-20T10:00:00Z'), createdAt: new Date('2026-11-01T09:00:00Z') },
    { name: 'alpha.com', status: 'available', lastCheckedAt: new Date('2026-11-21T08:30:00Z'), notifiedState: 'available', createdAt: new Date('2026-11-02T09:00:00Z') },
    { name: 'founder.xyz', status: 'unknown', createdAt: new Date('2026-11-03T09:00:00Z') },
  );
  const other = await newAccount('domains-other');
  await track(other.userId, { name: 'other-founder.dev', status: 'unknown' });
  exported = await exportOf(owner);
});
afterAll(() => server.dispose());

describe('Export my data, with the tracked domains', () => {
  it('writes version 3 with each tracked domain by name, and not what the owner was told of', async () => {
    expect(exported.version).toBe(3);
    expect(exported.trackedDomains).toEqual(ownerDomains);
    const raw = (await (await owner.request('/api/account/export')).json()) as { trackedDomains: object[] };
    expect(Object.keys(raw.trackedDomains[0]!).sort()).toEqual(['createdAt', 'expiresAt', 'lastCheckedAt', 'name', 'registrar', 'status']);
  });

  it('gives another user none of them', async () => {
    expect((await exportOf((await newAccount('domains-stranger')).client)).trackedDomains).toEqual([]);
  });
});
