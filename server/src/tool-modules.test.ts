import { TOOL_PART_KEYS } from '@core/account/tool-parts';
import { TOOLS } from '@core/tools/tool-catalogue';
import { TOOL_CONTRACTS } from '@core/tools/tool-contracts';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointKey, mountedApiRoutes } from './fuzz/fuzz-endpoints';
import { fuzzSeedContext } from './fuzz/fuzz-fixture';
import { PLATFORM_PARAM_KINDS, type FuzzRoute } from './fuzz/fuzz-route';
import { tablesWithColumn } from './testing/tables-containing';
import { useTestServer } from './testing/use-test-server';
import { TOOL_MODULES } from './tool-modules';

/*
 * ADR 0061: a tool with server parts is one module, and the app composes the list. These checks fail when a tool's
 * module is missing from the list, or a module leaves out the fuzz entries of a route it mounts, the fuzz seed's real
 * ids for a kind of path parameter its routes take, or the export adapter of a table holding a user's rows, or (ADR
 * 0067) when a module and its tool's core contracts disagree on the kinds of news the tool tells or on its part of the
 * account file.
 */
const t = useTestServer();

/** Tables the account feature reads itself, or keeps out of the file on purpose (ADR 0029: sessions, sign-in methods, the inbox). */
const ACCOUNT_TABLES = [
  'account',
  'digest_deliveries',
  'idea_comments',
  'ideas',
  'notifications',
  'push_subscriptions',
  'session',
  'tool_documents',
  'user_preferences',
];
const sorted = (values: Iterable<string>) => [...values].sort();
/** The kinds of path parameters a module's routes take beyond the app's own: its fuzz seed pools them. */
const toolParamKinds = (routes: readonly FuzzRoute[] = []) =>
  new Set(
    routes
      .flatMap((route) => Object.values(route.params ?? {}))
      .filter((kind) => !(PLATFORM_PARAM_KINDS as readonly string[]).includes(kind)),
  );

describe('the tool modules', () => {
  it('are the catalogue’s tools with server parts, each once', () => {
    const listed = TOOL_MODULES.map((module) => module.id);
    expect(sorted(listed)).toEqual(sorted(TOOLS.filter((tool) => tool.hasServerModule).map((tool) => tool.id)));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(TOOL_MODULES.map((module) => [module.id, module] as const))(
    '%s: its fuzz entries are every route it mounts',
    (_, module) => {
      const paths = Object.keys(module.routes).map((path) => `/api${path}`);
      const isUnder = (key: string) =>
        paths.some((path) => key.split(' ')[1] === path || key.split(' ')[1]!.startsWith(`${path}/`));
      const mounted = mountedApiRoutes(t.server.app.routes).filter(isUnder);
      // A module that mounts paths mounts routes under them; one with jobs alone (the Investor CRM's reminders) none.
      expect(mounted.length > 0).toBe(paths.length > 0);
      expect(sorted((module.fuzz?.routes ?? []).map(endpointKey))).toEqual(mounted);
    },
  );

  it.each(TOOL_MODULES.map((module) => [module.id, module] as const))(
    '%s: its fuzz seed makes real ids for each kind of path parameter its routes take, and for no other',
    async (id, module) => {
      const owner = await t.server.signedInClient(`${id}@example.com`);
      const other = await t.server.signedInClient(`${id}-other@example.com`);
      const pools = (await module.fuzz?.seed?.(fuzzSeedContext(t.server, owner, other))) ?? {};
      expect(sorted(Object.keys(pools)), 'kinds its seed pools').toEqual(sorted(toolParamKinds(module.fuzz?.routes)));
      for (const [kind, ids] of Object.entries(pools)) expect(ids, kind).not.toEqual([]);
    },
  );

  it('take each kind of path parameter of their own in one module (the fuzz fixture pools them together)', () => {
    const kinds = TOOL_MODULES.flatMap((module) => [...toolParamKinds(module.fuzz?.routes)]);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('give every table holding a user’s rows an export adapter, unless the account feature reads it', async () => {
    const userTables = await tablesWithColumn(t.server.database.db, 'user_id');
    const adapted = TOOL_MODULES.flatMap((module) => module.data?.tables ?? []).map((table) => getTableName(table));
    expect(
      userTables.filter((name) => !ACCOUNT_TABLES.includes(name) && !adapted.includes(name)),
      'tables no export adapter claims',
    ).toEqual([]);
    expect(
      adapted.filter((name) => !userTables.includes(name)),
      'claimed tables without a user_id',
    ).toEqual([]);
    expect(new Set(adapted).size).toBe(adapted.length);
  });

  it('write every tool part of the export file, each by one module', () => {
    const parts = TOOL_MODULES.flatMap((module) => (module.data ? [module.data.part] : []));
    expect(sorted(parts)).toEqual(sorted(TOOL_PART_KEYS));
  });

  it('are there for every tool with core contracts, each listed once (who else would tell its news or write its part?)', () => {
    const withContracts = TOOL_CONTRACTS.map((tool) => tool.id);
    expect(new Set(withContracts).size).toBe(withContracts.length);
    expect(withContracts.filter((id) => !TOOL_MODULES.some((module) => module.id === id))).toEqual([]);
  });

  it.each(TOOL_MODULES.map((module) => [module.id, module] as const))(
    '%s: tells exactly the kinds of news, and writes the part of the account file, that its core contracts declare',
    (id, module) => {
      const contracts = TOOL_CONTRACTS.find((tool) => tool.id === id);
      const declared = contracts?.notificationKinds.map((definition) => definition.kind) ?? [];
      expect(sorted((module.notificationKinds ?? []).map((definition) => definition.kind))).toEqual(sorted(declared));
      expect(module.data?.part ?? null).toBe(contracts?.accountPart?.key ?? null);
    },
  );

  it('declare each notification kind once', () => {
    const kinds = TOOL_MODULES.flatMap((module) =>
      (module.notificationKinds ?? []).map((definition) => definition.kind),
    );
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
