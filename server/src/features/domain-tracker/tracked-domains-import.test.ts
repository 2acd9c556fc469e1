import { accountExportSchema, type AccountExport } from '@core/account/export-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { trackedDomains } from './domain-tracker.tables';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectJson } from '../../testing/use-test-server';

/*
 * The Domain Tracker's domains in 'Export my data' and 'Import data' (ADR 0029, 0030, 0055): exported by name, without
 * what the owner was last told of; imported once, each name read as the tracker reads it, the cap held.
 */

let server: TestServer;
let owner: TestClient;
let exported: AccountExport;

type ErrorBody = { error: { code: string; message: string; issues: { path: string; message: string }[] } };
const exportOf = async (client: TestClient) =>
  accountExportSchema.parse(await (await client.request('/api/account/export')).json());
const importInto = (client: TestClient, file: unknown) =>
  client.request('/api/account/import', { method: 'POST', json: file });
const newAccount = async (name: string) => {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const client = await server.signedInClient(email);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { client, userId: row!.id };
};
/** Tracks domains as the tracker keeps them, without asking a registry. */
const track = (userId: string, ...rows: Omit<typeof trackedDomains.$inferInsert, 'userId'>[]) =>
  server.database.db.insert(trackedDomains).values(rows.map((row) => ({ userId, ...row })));

/** The owner's three domains, as the export must write them: by name, ISO moments, nothing of notified_state. */
const ownerDomains = [
  {
    name: 'alpha.com',
    status: 'available',
    expiresAt: null,
    registrar: null,
    lastCheckedAt: '2026-11-21T08:30:00.000Z',
    createdAt: '2026-11-02T09:00:00.000Z',
  },
  {
    name: 'founder.xyz',
    status: 'unknown',
    expiresAt: null,
    registrar: null,
    lastCheckedAt: null,
    createdAt: '2026-11-03T09:00:00.000Z',
  },
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
    {
      name: 'zeta.io',
      status: 'registered',
      expiresAt: new Date('2030-03-14T04:00:00Z'),
      registrar: 'Example Registrar, Inc.',
      lastCheckedAt: new Date('2026-11-20T10:00:00Z'),
      createdAt: new Date('2026-11-01T09:00:00Z'),
    },
    {
      name: 'alpha.com',
      status: 'available',
      lastCheckedAt: new Date('2026-11-21T08:30:00Z'),
      notifiedState: 'available',
      createdAt: new Date('2026-11-02T09:00:00Z'),
    },
    { name: 'founder.xyz', status: 'unknown', createdAt: new Date('2026-11-03T09:00:00Z') },
  );
  const other = await newAccount('domains-other');
  await track(other.userId, { name: 'other-founder.dev', status: 'unknown' });
  exported = await exportOf(owner);
});
afterAll(() => server.dispose());

describe('Export my data, with the tracked domains', () => {
  it('writes version 3 with each tracked domain by name, and not what the owner was told of', async () => {
    expect(exported.version).toBe(8);
    expect(exported.trackedDomains).toEqual(ownerDomains);
    const raw = (await (await owner.request('/api/account/export')).json()) as { trackedDomains: object[] };
    expect(Object.keys(raw.trackedDomains[0]!).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'lastCheckedAt',
      'name',
      'registrar',
      'status',
    ]);
  });

  it('gives another user none of them', async () => {
    expect((await exportOf((await newAccount('domains-stranger')).client)).trackedDomains).toEqual([]);
  });
});

describe('Import data, with the tracked domains', () => {
  it('tracks the file’s domains in another account as they were, once; the same file again adds nothing', async () => {
    const { client: fresh, userId } = await newAccount('domains-fresh');
    expect(await expectJson(await importInto(fresh, exported), 200)).toMatchObject({
      trackedDomains: { added: 3, alreadyThere: 0 },
    });
    expect((await exportOf(fresh)).trackedDomains).toEqual(ownerDomains);
    // What the file shows is not news: a free domain is stored as told, so the daily check does not tell it again.
    const states = await server.database.db
      .select({ name: trackedDomains.name, notifiedState: trackedDomains.notifiedState })
      .from(trackedDomains)
      .where(eq(trackedDomains.userId, userId));
    expect(Object.fromEntries(states.map(({ name, notifiedState }) => [name, notifiedState]))).toEqual({
      'alpha.com': 'available',
      'founder.xyz': null,
      'zeta.io': null,
    });

    expect(await expectJson(await importInto(fresh, exported), 200)).toMatchObject({
      trackedDomains: { added: 0, alreadyThere: 3 },
    });
    expect(await expectJson(await importInto(owner, exported), 200)).toMatchObject({
      trackedDomains: { added: 0, alreadyThere: 3 },
    });
    expect((await exportOf(fresh)).trackedDomains).toHaveLength(3);
  });

  it('keeps a domain the account tracks already as its own check left it, and adds the others (names normalised)', async () => {
    const { client, userId } = await newAccount('domains-own');
    await track(userId, { name: 'alpha.com', status: 'registered', registrar: 'Own Registrar' });
    const file = {
      ...exported,
      trackedDomains: exported.trackedDomains.map((domain) => ({ ...domain, name: domain.name.toUpperCase() + '.' })),
    };
    expect(await expectJson(await importInto(client, file), 200)).toMatchObject({
      trackedDomains: { added: 2, alreadyThere: 1 },
    });
    const [alpha] = await server.database.db
      .select()
      .from(trackedDomains)
      .where(and(eq(trackedDomains.userId, userId), eq(trackedDomains.name, 'alpha.com')));
    expect(alpha).toMatchObject({ status: 'registered', registrar: 'Own Registrar' });
    expect((await exportOf(client)).trackedDomains.map((domain) => domain.name)).toEqual([
      'alpha.com',
      'founder.xyz',
      'zeta.io',
    ]);
  });

  it('still reads a version 2 file (before the tracked domains were in it)', async () => {
    const { trackedDomains: _domains, ...rest } = exported;
    const { client } = await newAccount('domains-v2');
    expect(await expectJson(await importInto(client, { ...rest, version: 2 }), 200)).toMatchObject({
      trackedDomains: { added: 0, alreadyThere: 0 },
    });
    expect((await exportOf(client)).trackedDomains).toEqual([]);
  });

  describe('a bad domain changes nothing and is named by its place (422)', () => {
    const withDomain = (changes: Record<string, unknown>) => ({
      ...exported,
      trackedDomains: [exported.trackedDomains[0], { ...exported.trackedDomains[1], ...changes }],
    });
    const cases: [string, () => unknown, { path: string; message: string }][] = [
      [
        'a name that is no domain',
        () => withDomain({ name: 'https://founder.xyz/' }),
        { path: 'trackedDomains.1.name', message: 'Enter a domain name like example.com' },
      ],
      ['no name', () => withDomain({ name: ' ' }), { path: 'trackedDomains.1.name', message: 'Enter a domain name' }],
      [
        'the same domain twice, once in capitals',
        () => withDomain({ name: 'ALPHA.com' }),
        { path: 'trackedDomains.1.name', message: 'Two tracked domains have this name' },
      ],
      [
        'a status the tracker does not keep',
        () => withDomain({ status: 'expiring' }),
        { path: 'trackedDomains.1.status', message: 'Unknown domain status' },
      ],
      [
        'an expiry that is no moment',
        () => withDomain({ expiresAt: '2030-02-30' }),
        { path: 'trackedDomains.1.expiresAt', message: 'Enter a date and time' },
      ],
      [
        'a registrar name of 201 characters',
        () => withDomain({ registrar: 'r'.repeat(201) }),
        { path: 'trackedDomains.1.registrar', message: 'A registrar name must be at most 200 characters' },
      ],
      [
        '101 domains',
        () => ({
          ...exported,
          trackedDomains: Array.from({ length: 101 }, (_, index) => ({
            ...exported.trackedDomains[1],
            name: `d${index}.com`,
          })),
        }),
        { path: 'trackedDomains', message: 'With this file, you would track more than 100 domains' },
      ],
    ];
    it.each(cases)('%s', async (_name, makeFile, issue) => {
      const { client } = await newAccount('domains-bad');
      const before = await exportOf(client);
      const body = await expectJson<ErrorBody>(await importInto(client, makeFile()), 422);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.issues).toContainEqual(expect.objectContaining(issue));
      expect({ ...(await exportOf(client)), exportedAt: before.exportedAt }).toEqual(before);
    });

    it('past the tracker’s 100 once the file’s are added, the whole import is undone', async () => {
      const { client, userId } = await newAccount('domains-full');
      // 98 of their own and the file's 3 make 101: one past the 100 a user may track.
      await track(
        userId,
        ...Array.from({ length: 98 }, (_, index) => ({ name: `kept-${index}.com`, status: 'unknown' as const })),
      );
      const file = {
        ...exported,
        yourAiCa: {
          ...exported.yourAiCa,
          payments: [
            { description: 'ROC fee', amount: 600, currency: 'INR', paidOn: '2026-11-02', status: 'completed' },
          ],
        },
      };
      const body = await expectJson<ErrorBody>(await importInto(client, file), 422);
      expect(body.error).toMatchObject({ message: 'With this file, you would track more than 100 domains' });
      expect(body.error.issues).toEqual([
        expect.objectContaining({
          path: 'trackedDomains',
          message: 'With this file, you would track more than 100 domains',
        }),
      ]);
      const after = await exportOf(client);
      expect(after.trackedDomains).toHaveLength(98);
      expect(after.trackedDomains.some((domain) => domain.name === 'alpha.com')).toBe(false);
      expect(after.yourAiCa.payments).toEqual([]);
    });

    it('at exactly 100 it is taken: 97 of their own and the file’s 3', async () => {
      const { client, userId } = await newAccount('domains-at-cap');
      await track(
        userId,
        ...Array.from({ length: 97 }, (_, index) => ({ name: `kept-${index}.com`, status: 'unknown' as const })),
      );
      expect(await expectJson(await importInto(client, exported), 200)).toMatchObject({
        trackedDomains: { added: 3, alreadyThere: 0 },
      });
      expect((await exportOf(client)).trackedDomains).toHaveLength(100);
    });
  });
});
